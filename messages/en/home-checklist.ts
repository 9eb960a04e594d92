import type { HomeChecklistMessages } from '@/messages/home-checklist';

export const HOME_CHECKLIST: HomeChecklistMessages = {
  eyebrow: 'Checklist',
  title: 'Is your website driving customers away?',
  lead: 'Most small business websites lose customers for the same reasons. Go through the list: if even one of them sounds familiar, you are missing out on money every month.',
  problems: (f) => [
    {
      title: `Your site takes more than ${f.seconds} seconds to load`,
      text: `${f.speedStudy} Every extra second sends a customer to a competitor.`,
    },
    {
      title: 'Your site is awkward on a phone',
      text: 'Over 60% of visitors come from a phone. Tiny buttons and text that runs off the screen make buyers leave.',
    },
    {
      title: 'Google can’t find you',
      text: 'If you are not on the first page of the search results, new customers don’t even know you exist.',
    },
    {
      title: 'It’s hard to tell what you offer',
      text: 'A confusing menu, a hidden price and hidden contact details. If the next step isn’t clear, nobody gets in touch.',
    },
    {
      title: 'The design looks dated',
      text: 'An old look and outdated plugins erode trust and leave the site open to attack.',
    },
    {
      title: `An agency quotes over ${f.agencyFrom} and months of work`,
      text: 'A small business doesn’t need a long, expensive project. It needs a site that starts working for it quickly.',
    },
  ],
  solutionTitle: 'Our solution: a fast, clear website that sells',
  solution: (p) =>
    `We build a site that loads instantly on a phone, is in good shape for Google and leads visitors to get in touch. From ${p.onePageFrom}, ready in ${p.weeks} weeks.`,
};
