/** #about-us (components/home/AboutUs.tsx): the managing director in his own words. */
export interface HomeAboutMessages {
  eyebrow: string;
  /** The heading, with his first name. */
  title: (firstName: string) => string;
  /** The portrait's alt text. */
  portraitAlt: (name: string, brand: string) => string;
  /** The call button under the portrait: "Helista mulle: +372 …". */
  call: (phone: string) => string;
  /** His story, a paragraph each: the company's name and its founding year. */
  story: (p: { brand: string; year: number }) => readonly string[];
  /** The promises beside the check marks; `hours`: when he can be reached ("E–R 9–17"). */
  promises: (hours: string) => readonly string[];
}
