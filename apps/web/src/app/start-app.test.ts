import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKEN_OVER_EVENT } from '@/shared/lib/server-render.ts';
import startApp from '../../public/start-app.js?raw';

/** A page the server drew, as page-head.ts writes it, with start-app.js run on it. */
function drawnPage(body: string) {
  document.head.innerHTML =
    '<script data-entry="/assets/app-1a2b.js" data-preload="/assets/react-3c4d.js"></script>';
  document.body.innerHTML = body;
  new Function(startApp)();
}

/** The app's files asked for, preloaded or run, each once. */
const appScripts = () => [
  ...new Set(
    [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    ),
  ),
];
const takeOver = () => document.dispatchEvent(new Event(TAKEN_OVER_EVENT));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Retire this page's start-app.js before the next test draws another.
  window.dispatchEvent(new Event('pointerdown'));
  takeOver();
  localStorage.clear();
  vi.useRealTimers();
});

describe('start-app.js on a page the server drew', () => {
  it('loads the app only once the visitor reaches for a control that needs it', () => {
    drawnPage(
      '<main><h1 id="title">Madrasa</h1><a id="link" href="/about">About</a>' +
        '<details><summary id="menu">Menu</summary></details>' +
        '<form method="get" action="/search"><input id="q" name="q" /></form>' +
        '<button id="tab" role="tab">Exams</button></main>',
    );
    vi.advanceTimersByTime(5000);
    // Reading, scrolling, a link, a menu and a search the server answers need no code: the
    // next page does not share a slow link with the app's download.
    for (const id of ['title', 'link', 'menu', 'q']) {
      const element = document.getElementById(id) as HTMLElement;
      element.dispatchEvent(new Event('touchstart', { bubbles: true }));
      element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      element.dispatchEvent(new Event('focusin', { bubbles: true }));
    }
    expect(appScripts()).toEqual([]);

    document.getElementById('tab')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(appScripts()).toEqual(['/assets/react-3c4d.js', '/assets/app-1a2b.js']);
  });

  it('loads it for a mouse on its way to a control, not for one passing over text', () => {
    drawnPage('<main><p id="text">Madrasa</p><button id="send">Send</button></main>');
    const move = (id: string, pointerType: string) =>
      document
        .getElementById(id)
        ?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType }));
    move('text', 'mouse');
    move('send', 'touch');
    expect(appScripts()).toEqual([]);
    move('send', 'mouse');
    expect(appScripts()).toContain('/assets/app-1a2b.js');
  });

  it("loads it for the header's search box: its suggestions are the app's", () => {
    drawnPage(
      '<form method="get" action="/search"><input id="q" name="q" role="combobox" /></form>',
    );
    document.getElementById('q')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(appScripts()).toContain('/assets/app-1a2b.js');
  });

  it("loads it once the page is idle when a video's play button is on the screen", () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    drawnPage('<main><a href="?lesson=3" data-loads-app>Play</a></main>');
    expect(observed.map((element) => element.textContent)).toEqual(['Play']);
    report([{ isIntersecting: false }]);
    vi.advanceTimersByTime(5000);
    expect(appScripts()).toEqual([]);

    report([{ isIntersecting: true }]);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(appScripts()).toEqual(['/assets/react-3c4d.js', '/assets/app-1a2b.js']);
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
  });

  it('loads it at once for a signed-in visitor, whose header only the app can draw', () => {
    localStorage.setItem('token', 'a-session-token');
    drawnPage('<main><h1>Madrasa</h1></main>');
    vi.advanceTimersByTime(1000);
    expect(appScripts()).toEqual(['/assets/react-3c4d.js', '/assets/app-1a2b.js']);
  });

  it('holds taps on controls until the app owns the page, then plays each once in full', () => {
    drawnPage(
      '<div role="tablist"><button role="tab" id="tab"><span id="label">Computer-based</span></button></div>',
    );
    const label = document.getElementById('label') as HTMLElement;
    label.click();
    label.click();

    // The app's handlers arrive with the take-over: a tab switches on mouse down.
    const seen: string[] = [];
    const tab = document.getElementById('tab') as HTMLElement;
    for (const type of ['pointerdown', 'mousedown', 'click']) {
      tab.addEventListener(type, () => seen.push(type));
    }
    expect(seen).toEqual([]);
    takeOver();
    expect(seen).toEqual(['pointerdown', 'mousedown', 'click']);

    tab.click();
    expect(seen.filter((type) => type === 'click')).toHaveLength(2);
  });

  it('keeps a form from being sent before the app can check it', () => {
    drawnPage('<form id="form"><button id="send">Send</button></form>');
    let submitted = 0;
    document.getElementById('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    // Pressed as a screen reader presses: a click alone, which also fetches the app.
    document.getElementById('send')?.click();
    expect(submitted).toBe(0);
    expect(appScripts()).toContain('/assets/app-1a2b.js');
    takeOver();
    expect(submitted).toBe(1);
  });

  it('sends a filter form the server answers when a choice is made, with only what was chosen', () => {
    drawnPage(
      '<form id="filters" method="get" action="/teachers">' +
        '<select id="section" name="age_group_taught"><option value="">Any</option><option value="primary">Primary</option></select>' +
        '<select name="subject"><option value="">Any</option></select></form>',
    );
    let sent = 0;
    const form = document.getElementById('filters') as HTMLFormElement;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    const section = document.getElementById('section') as HTMLSelectElement;
    section.value = 'primary';
    section.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toBe(1);
    expect(appScripts()).toEqual([]);

    // What the browser sends: the form's fields, given to `formdata` listeners first.
    const formData = new FormData(form);
    form.dispatchEvent(Object.assign(new Event('formdata'), { formData }));
    expect(new URLSearchParams(formData as never).toString()).toBe('age_group_taught=primary');
  });

  it("holds a press on a video's play link for the app's player, and runs the app for it", () => {
    drawnPage('<a id="play" href="?lesson=3" data-loads-app>Play</a>');
    const play = document.getElementById('play') as HTMLAnchorElement;
    const followed: boolean[] = [];
    play.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    play.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    play.click();
    // Not followed to the page of the lesson: the app's player opens once it runs.
    expect(followed).toEqual([]);
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
    takeOver();
    expect(followed).toEqual([true]);
  });

  it('leaves links alone', () => {
    drawnPage('<a id="link" href="#next">Next</a>');
    const link = document.getElementById('link') as HTMLAnchorElement;
    let followed = false;
    link.addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(followed).toBe(true);
  });

  it('hands text typed before the take-over to the app, even if the app cleared the field', () => {
    drawnPage(
      '<input id="name" name="name" /><select id="grade"><option>1</option><option>7</option></select>',
    );
    const name = document.getElementById('name') as HTMLInputElement;
    const grade = document.getElementById('grade') as HTMLSelectElement;
    name.value = 'مُحَمَّد العَلي';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    grade.value = '7';
    grade.dispatchEvent(new Event('change', { bubbles: true }));

    // A form library setting its default as it takes the fields over.
    name.value = '';
    const heard: string[] = [];
    name.addEventListener('input', () => heard.push(name.value));
    grade.addEventListener('change', () => heard.push(grade.value));
    takeOver();

    expect(name.value).toBe('مُحَمَّد العَلي');
    expect(grade.value).toBe('7');
    expect(heard).toEqual(['مُحَمَّد العَلي', '7']);
  });
});
