import { expect, type Locator, type Page } from '@playwright/test';
import { SERVER_STATE_ID } from '../../apps/web/src/shared/lib/server-render.ts';

/** Markup that runs `window.__xss=1` wherever a page turns stored text into HTML or a link. */
export const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
] as const;

/** A stored text field, the screens that must show it and the payload it is given. */
export type StoredField = { label: string; shownOn: readonly string[]; value: string };
/** A row of a field table; `value` only where the field's format calls for its own payload. */
type FieldRow = { label: string; shownOn: readonly string[]; value?: string };

/**
 * Gives each field of a table its own payload (in turn) and tag, so every value is unique
 * and a screen showing the wrong field's text cannot pass.
 */
export function withPayloads<K extends string>(table: Record<K, FieldRow>): Record<K, StoredField> {
  const stamp = Date.now() % 1_000_000;
  return Object.fromEntries(
    Object.entries<FieldRow>(table).map(([key, row], i) => [
      key,
      { ...row, value: row.value ?? `${PAYLOADS[i % PAYLOADS.length]} ${key}-${stamp}` },
    ]),
  ) as Record<K, StoredField>;
}

/**
 * Collects what would betray a script running or being tried: dialogs, and
 * Content-Security-Policy violations (events and console reports). The policy would block
 * an injected script, but none should even be tried. Kept across navigations.
 */
export async function watchForScripts(page: Page): Promise<string[]> {
  const signs: string[] = [];
  page.on('dialog', (dialog) => {
    signs.push(`dialog on ${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) {
      signs.push(`console on ${page.url()}: ${message.text()}`);
    }
  });
  await page.exposeFunction('__reportViolation', (text: string) => signs.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void })
        .__reportViolation;
      report(
        `CSP ${event.effectiveDirective} on ${event.documentURI}: ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return signs;
}

/**
 * The page holds no script, event handler or javascript: link that stored text could have
 * injected, nothing set `window.__xss`, and `signs` (from watchForScripts) is empty.
 */
export async function expectInert(page: Page, signs: string[]) {
  const problems = await page.evaluate((stateId) => {
    const found: string[] = [];
    const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];
    if ('__xss' in window) found.push('window.__xss was set');
    for (const script of Array.from(document.scripts)) {
      // The server render's data block is JSON, never run (and must stay valid JSON).
      if (script.id === stateId && script.type === 'application/json') {
        try {
          JSON.parse(script.text);
        } catch {
          found.push(`a broken data block: ${script.text.slice(0, 80)}`);
        }
        continue;
      }
      if (!script.src) found.push(`inline <script>: ${script.text.slice(0, 80)}`);
    }
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) found.push(`<${element.localName} ${name}="${value}">`);
        if (URL_ATTRIBUTES.includes(name) && /^\s*javascript:/i.test(value)) {
          found.push(`<${element.localName} ${name}="${value}">`);
        }
      }
    }
    return found;
  }, SERVER_STATE_ID);
  expect([...problems, ...signs]).toEqual([]);
}

/** Each field is shown as literal text (markup included) within `scope`. */
export async function expectShownLiterally(scope: Locator, fields: StoredField[]) {
  for (const { label, value } of fields) {
    await expect(scope.getByText(value).filter({ visible: true }).first(), label).toBeVisible();
  }
}

/** The fields of a table that a screen shows. */
export const shownOn = (fields: Record<string, StoredField>, screen: string): StoredField[] =>
  Object.values(fields).filter((field) => field.shownOn.includes(screen));
