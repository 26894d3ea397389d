import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/noto-naskh-arabic';

/**
 * Noto Naskh Arabic (Arabic and Latin in one font), regular and bold, as TrueType from its
 * package: pdf-lib subsets a TrueType font well, while its subsets of a WOFF (as @fontsource
 * ships) lose their glyph outlines.
 */
let files: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const fontFiles = () => {
  files ??= (async () => ({
    regular: await readFile(
      require.resolve(`${PACKAGE}/400Regular/NotoNaskhArabic_400Regular.ttf`),
    ),
    bold: await readFile(require.resolve(`${PACKAGE}/700Bold/NotoNaskhArabic_700Bold.ttf`)),
  }))();
  return files;
};

/** The sheet's fonts, embedded as subsets; fontkit shapes the Arabic as pdf-lib lays it out. */
export async function embedSheetFonts(
  doc: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const bytes = await fontFiles();
  return {
    regular: await doc.embedFont(bytes.regular, {
      subset: false,
      features: { ccmp: false, locl: false },
    }),
    bold: await doc.embedFont(bytes.bold, {
      subset: false,
      features: { ccmp: false, locl: false },
    }),
  };
}
