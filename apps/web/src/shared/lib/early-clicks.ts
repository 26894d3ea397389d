/** What a tap can act on before the app takes over a server-rendered page. */
const CONTROL = 'button, [role="button"], [role="tab"], [role="menuitem"], summary, label, select';

/**
 * A server-rendered page shows its tabs, buttons and menus before the app's code has taken
 * it over; a tap in that moment would do nothing (or submit a form natively). Such taps are
 * held and played again once the app owns the page. Links keep working on their own.
 * Returns the function that plays them.
 */
export function holdEarlyClicks(): () => void {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    for (const control of held) if (control.isConnected) tap(control);
  };
}

/** A whole tap: menus open on pointer down, tabs switch on mouse down, buttons act on click. */
function tap(control: HTMLElement) {
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
