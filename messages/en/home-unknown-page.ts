import type { HomeUnknownPageMessages } from '@/messages/home-unknown-page';

export const HOME_UNKNOWN_PAGE: HomeUnknownPageMessages = {
  text: 'The link may be out of date, or the address may have a typo. The home page is below – or pick a page here:',
};
