import { defineMessages } from './define.ts';

/** Refusals of lesson-video uploads: captions are checked cue by cue. */
export const videoMessages = defineMessages({
  en: {
    'video.captions_invalid': 'This captions file is not valid WebVTT. Export it again as .vtt.',
    'video.captions_empty': 'This captions file has no captions in it.',
  },
  ar: {
    'video.captions_invalid': 'ملف الترجمة هذا ليس بصيغة WebVTT صحيحة. صدّره مرة أخرى بامتداد ‎.vtt.',
    'video.captions_empty': 'ملف الترجمة هذا لا يحتوي على أي ترجمة.',
  },
});
