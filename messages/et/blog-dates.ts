import { format } from 'date-fns';
import { et } from 'date-fns/locale/et';
import type { BlogDatesMessages } from '@/messages/blog-dates';

const long = (day: Date) => format(day, 'd. MMMM yyyy', { locale: et });

export const BLOG_DATES: BlogDatesMessages = {
  long,
  monthYear: (day) => format(day, 'LLLL yyyy', { locale: et }),
  // The month in the adessive: "jaanuar" -> "jaanuaril", "mai" -> "mail".
  on: (day) => {
    const [date, month, year] = long(day).split(' ');
    return `${date} ${month}${month.endsWith('i') ? 'l' : 'il'} ${year}`;
  },
};
