import type { HomeUnknownPageMessages } from '@/messages/home-unknown-page';

export const HOME_UNKNOWN_PAGE: HomeUnknownPageMessages = {
  text: 'Link võib olla vana või aadressis on kirjaviga. Allpool on avaleht – või vali siit:',
};
