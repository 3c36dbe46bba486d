// First: start the first screen's downloads before the app evaluates.
import { firstScreen, signInFirst, siteFirst } from '@/app/first-screen';
import { boot } from '@/app/boot';

void boot(firstScreen, signInFirst, siteFirst);
