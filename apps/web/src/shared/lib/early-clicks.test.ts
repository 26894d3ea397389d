import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taps before the app takes over a server-rendered page', () => {
  it('are held, then played in full once the app owns the page', () => {
    document.body.innerHTML =
      '<div role="tablist"><button role="tab" id="tab"><span id="label">Computer-based</span></button></div>';
    const play = holdEarlyClicks();
    document.getElementById('label')?.click();

    // The app's handlers arrive with hydration: a tab switches on mouse down.
    const seen: string[] = [];
    const tab = document.getElementById('tab') as HTMLElement;
    for (const type of ['pointerdown', 'mousedown', 'click']) {
      tab.addEventListener(type, () => seen.push(type));
    }
    expect(seen).toEqual([]);
    play();
    expect(seen).toEqual(['pointerdown', 'mousedown', 'click']);
  });

  it('keep a form from being sent before the app can check it, and count a double tap once', () => {
    document.body.innerHTML = '<form id="form"><button id="send">Send</button></form>';
    let submitted = 0;
    document.getElementById('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    const play = holdEarlyClicks();
    const send = document.getElementById('send') as HTMLElement;
    send.click();
    send.click();
    expect(submitted).toBe(0);
    play();
    expect(submitted).toBe(1);
  });

  it('leave links alone, and stop holding once played', () => {
    document.body.innerHTML = '<a id="link" href="#next">Next</a><button id="later">Later</button>';
    const play = holdEarlyClicks();
    const link = document.getElementById('link') as HTMLAnchorElement;
    let followed = false;
    link.addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(followed).toBe(true);
    play();
    let clicks = 0;
    const later = document.getElementById('later') as HTMLElement;
    later.addEventListener('click', () => {
      clicks += 1;
    });
    later.click();
    expect(clicks).toBe(1);
  });
});
