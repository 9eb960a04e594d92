import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import type { BlogDatesMessages } from '@/messages/blog-dates';

const long = (day: Date) => format(day, 'd MMMM yyyy', { locale: enGB });

export const BLOG_DATES: BlogDatesMessages = {
  long,
  monthYear: (day) => format(day, 'LLLL yyyy', { locale: enGB }),
  on: (day) => `on ${long(day)}`,
};
