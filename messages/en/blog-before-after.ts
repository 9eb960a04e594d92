import type { BlogBeforeAfterMessages } from '@/messages/blog-before-after';

export const BLOG_BEFORE_AFTER: BlogBeforeAfterMessages = {
  before: 'Before',
  after: 'After',
  picture: (side, subject) => `${side}: ${subject}`,
  slider: (subject) => `Before and after: ${subject}`,
  position: (before, after) => `Before ${before}%, After ${after}%`,
  fullSize: 'Full-size picture:',
  fullSizeLink: (side, subject) => `${side}: ${subject}, full-size picture`,
  hints: {
    pointer: 'Drag the line or use the arrow keys to compare the page before and after.',
    touch: 'Slide the line with your finger to compare the page before and after.',
  },
};
