import type { BlogBeforeAfterMessages } from '@/messages/blog-before-after';

export const BLOG_BEFORE_AFTER: BlogBeforeAfterMessages = {
  before: 'Enne',
  after: 'Pärast',
  picture: (side, subject) => `${side}: ${subject}`,
  slider: (subject) => `Enne ja pärast: ${subject}`,
  position: (before, after) => `Enne ${before}%, Pärast ${after}%`,
  fullSize: 'Täissuuruses pilt:',
  fullSizeLink: (side, subject) => `${side}: ${subject}, täissuuruses pilt`,
  hints: {
    pointer: 'Lohista joont või kasuta nooleklahve, et võrrelda lehte enne ja pärast.',
    touch: 'Libista joont sõrmega, et võrrelda lehte enne ja pärast.',
  },
};
