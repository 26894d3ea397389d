// The app's code for a page the server drew (apps/api/src/plugins/web-app/page-head.ts).
// The drawn page reads, scrolls and follows its links with no code at all, so the code
// (about 160 KB) loads once the visitor reaches for the page: a touch, a key, a pointer
// moving over it, a focus. A visitor who reads and leaves, often on a metered phone, spends
// neither data nor processor on it. A signed-in visitor, or one who chose another language
// than the page's, gets the code at once: the app draws their header and their language.
// Until the app owns the page (app-root.tsx announces `app:taken-over`), taps on its
// controls and text typed into its fields are held here and handed over.
// A video's play button on the screen (`data-loads-app`) also brings the code, once the page
// is idle: whoever sees one is likely to press it, and the press then waits only for the video.
(() => {
  const script = document.currentScript ?? document.querySelector('script[data-entry]');
  const { entry, preload = '' } = script.dataset;
  // A click alone is how a screen reader presses a button.
  const INTENT = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'click',
  ];
  const LISTEN = { capture: true, passive: true };
  /** What a tap can act on before the app has taken the page over. Links work on their own. */
  const CONTROL =
    'button, [role="button"], [role="tab"], [role="menuitem"], summary, label, select';
  const FIELD = 'input, textarea, select';

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, start, LISTEN);
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    const app = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    app.crossOrigin = '';
    document.head.append(app);
  };

  // A tap would do nothing yet, or send a form natively: hold it (once per control).
  const taps = [];
  const holdTap = (event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!(control instanceof HTMLElement)) return;
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
  document.addEventListener('click', holdTap, true);
  document.addEventListener('input', holdText, true);
  document.addEventListener('change', holdText, true);

  document.addEventListener(
    'app:taken-over',
    () => {
      document.removeEventListener('click', holdTap, true);
      document.removeEventListener('input', holdText, true);
      document.removeEventListener('change', holdText, true);
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
  const language = stored('lang');
  if (
    stored('user') ||
    stored('token') ||
    (language && language !== document.documentElement.lang)
  ) {
    // Still after the first paint: the page shows while the code loads.
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  } else {
    for (const type of INTENT) addEventListener(type, start, LISTEN);
    startWhenVideoShows();
  }

  /** Starts the app once the page has loaded and gone idle, if a play button is in view. */
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
