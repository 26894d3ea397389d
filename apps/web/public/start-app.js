// The app's code for a page the server drew (apps/api/src/plugins/web-app/page-head.ts).
// The drawn page reads, scrolls and follows its links with no code at all, and its menus
// (native disclosures), search and filters (GET forms the server answers) work without it
// too. So the code (about 160 KB) loads only once the visitor reaches for a control that
// needs it: a press, a key, a focus, a mouse over it. A visitor who reads, opens a menu,
// searches and follows links, often on a metered phone, spends neither data nor processor
// on it, and a link's page never shares the slow link with the app's download.
// A signed-in visitor, or one who chose another language than the page's, gets the code at
// once: the app draws their header and their language.
// Until the app owns the page (app-root.tsx announces `app:taken-over`), taps on its
// controls and text typed into its fields are held here and handed over.
// A video's play button on the screen (`data-loads-app`) also brings the code, once the page
// is idle: whoever sees one is likely to press it, and the press then waits only for the video.
(() => {
  const script = document.currentScript ?? document.querySelector('script[data-entry]');
  const { entry, preload = '' } = script.dataset;
  // A click alone is how a screen reader presses a button.
  const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'click'];
  const LISTEN = { capture: true, passive: true };
  /** What a tap can act on. Links and disclosures (`summary`) work on their own. */
  const CONTROL =
    'button, [role="button"], [role="tab"], [role="menuitem"], label, select, [data-loads-app]';
  const FIELD = 'input, textarea, select';
  /** A link that works on its own: not a video's play link, which opens the app's player. */
  const LINK = 'a[href]:not([data-loads-app])';
  /**
   * A link (a tab can be one: a teacher's tabs), but not a video's play link, which opens the
   * app's player; and a form the server answers (search, the teachers' filters): its fields
   * and button work without the app, except a combobox, whose suggestions are the app's.
   */
  const worksAlone = (element) =>
    element.matches(LINK) ||
    (!!element.closest('form[method="get" i]') && !element.matches('[role="combobox"]'));
  /** The control or field under an event that does nothing until the app runs, if any. */
  const needingApp = (target) => {
    const element = target instanceof Element ? target.closest(`${CONTROL}, ${FIELD}`) : null;
    return element instanceof HTMLElement && !worksAlone(element) ? element : null;
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, reachFor, LISTEN);
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    const app = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    app.crossOrigin = '';
    document.head.append(app);
  };

  /**
   * A key, unless on a link, a disclosure or a form the server answers: keyboards move
   * through controls. A mouse passing over the page is no intent; over a control, it is on
   * its way to it.
   */
  const reachFor = (event) => {
    if (event.type === 'pointermove' && event.pointerType !== 'mouse') return;
    const target = event.target instanceof Element ? event.target : null;
    const key = event.type === 'keydown';
    if (
      key
        ? !target?.closest(`${LINK}, summary`) && !worksAlone(target ?? document.body)
        : needingApp(target)
    ) {
      start();
    }
  };

  // A tap would do nothing yet, or send a form unchecked: hold it (once per control).
  const taps = [];
  const holdTap = (event) => {
    const control = needingApp(event.target);
    if (!control?.matches(CONTROL)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!taps.includes(control)) taps.push(control);
  };
  // Text is in the field but not in the app's state, which may even clear the field.
  const typed = new Map();
  const holdText = (event) => {
    if (event.target instanceof Element && event.target.matches(FIELD)) {
      typed.set(event.target, event.target.value);
    }
  };
  // A filter chosen in a form the server answers shows its list at once: the form is sent.
  const sendFilter = (event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement && worksAlone(field)) field.form?.requestSubmit();
  };
  // Such a form sends only the fields that say something: `?subject=Physics`, not every
  // filter left at "any".
  const dropEmpty = (event) => {
    if (!(event.target instanceof HTMLFormElement) || !worksAlone(event.target)) return;
    for (const [name, value] of [...event.formData]) {
      if (value === '') event.formData.delete(name);
    }
  };
  const HOLDERS = [
    ['click', holdTap],
    ['input', holdText],
    ['change', holdText],
    ['change', sendFilter],
    ['formdata', dropEmpty],
  ];
  for (const [type, holder] of HOLDERS) document.addEventListener(type, holder, true);

  document.addEventListener(
    'app:taken-over',
    () => {
      for (const [type, holder] of HOLDERS) document.removeEventListener(type, holder, true);
      for (const [field, value] of typed) if (field.isConnected) retype(field, value);
      for (const control of taps) if (control.isConnected) tap(control);
    },
    { once: true },
  );

  /**
   * Types the text again as the app hears typing. The field's own `value` setter goes first:
   * React watches it to skip events that change nothing, so it must see the field change.
   */
  function retype(field, value) {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    field.value = '';
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** A whole tap: menus open on pointer down, tabs switch on mouse down, buttons act on click. */
  function tap(control) {
    const init = {
      bubbles: true,
      cancelable: true,
      button: 0,
      isPrimary: true,
      pointerType: 'mouse',
    };
    control.dispatchEvent(new PointerEvent('pointerdown', init));
    control.dispatchEvent(new MouseEvent('mousedown', init));
    control.dispatchEvent(new PointerEvent('pointerup', init));
    control.dispatchEvent(new MouseEvent('mouseup', init));
    control.click();
  }

  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage turned off: a visitor with no stored session or language
    }
  };
  // The cookie first: the server's language switch (a link, before or without the app)
  // writes only it, and the page was drawn in it.
  const language = /(?:^|;\s*)lang=(\w+)/.exec(document.cookie)?.[1] ?? stored('lang');
  if (
    stored('user') ||
    stored('token') ||
    (language && language !== document.documentElement.lang)
  ) {
    // Still after the first paint: the page shows while the code loads.
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  } else {
    for (const type of INTENT) addEventListener(type, reachFor, LISTEN);
    startWhenVideoShows();
  }

  /**
   * Starts the app once the page has loaded and gone idle, if a play button is in view. Run
   * at idle, not only fetched: run at the press instead, evaluating it and fetching hls.js
   * then took the press to its first frame from 1.3 s to 4.2–4.8 s on a phone profile
   * (issue 34's target is 2 s), for Lighthouse's blocking time on these pages (issue 36).
   */
  function startWhenVideoShows() {
    const buttons = document.querySelectorAll('[data-loads-app]');
    if (!buttons.length || typeof IntersectionObserver !== 'function') return;
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 2000 })
        : setTimeout(start, 200);
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      if (document.readyState === 'complete') whenIdle();
      else addEventListener('load', whenIdle, { once: true });
    });
    for (const button of buttons) seen.observe(button);
  }
})();
