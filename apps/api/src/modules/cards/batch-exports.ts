import type { CardBatch, Language } from '@madrasa/contracts';
import { cardCode } from '../../lib/premium/card-codes.ts';
import { unlocksTitle } from '../../lib/premium/course-refs.ts';
import type { PremiumKeys } from '../../lib/premium/premium-keys.ts';
import { buildCardsCsv } from './cards-csv.ts';
import { buildCardSheet } from './sheet/card-sheet.ts';

/**
 * A batch's printable sheet and CSV, its codes derived again from the secret
 * (lib/premium/card-codes.ts): nothing stored gives them.
 */
export function batchExports(batch: CardBatch, keys: PremiumKeys, webOrigin: string) {
  const codeOf = (serial: number) => cardCode(keys.codes, batch.id, serial);
  const common = {
    id: batch.id,
    count: batch.cards,
    days: batch.days,
    price_fils: batch.price_fils,
    valid_until: batch.valid_until,
  };
  return {
    sheet: () =>
      buildCardSheet({
        batch: {
          ...common,
          title: { ar: unlocksTitle('ar', batch), en: unlocksTitle('en', batch) },
        },
        codeOf,
        webOrigin,
      }),
    csv: (language: Language) =>
      buildCardsCsv({
        batch: { ...common, distributor: batch.distributor, title: unlocksTitle(language, batch) },
        codeOf,
        webOrigin,
        language,
      }),
  };
}
