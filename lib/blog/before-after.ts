/**
 * How to use the slider, for the device in hand: a touch screen has no arrow keys, so its hint speaks of the
 * finger; a mouse or keyboard gets the arrows too. CSS chooses by the primary pointer (pointer: coarse), so the
 * static HTML is the same for all and nothing changes after loading (components/blog/BeforeAfter.tsx).
 */
export const BEFORE_AFTER_HINTS: { pointer: string; touch: string } = process.env.SITE_LOCALE === 'en'
  ? {
      pointer: 'Drag the line or use the arrow keys to compare the page before and after.',
      touch: 'Slide the line with your finger to compare the page before and after.',
    }
  : {
      pointer: 'Lohista joont või kasuta nooleklahve, et võrrelda lehte enne ja pärast.',
      touch: 'Libista joont sõrmega, et võrrelda lehte enne ja pärast.',
    };
