// First: start the first screen's downloads before the app evaluates.
import { firstScreen, signInFirst } from '@/app/first-screen';
import { boot } from '@/app/boot';

void boot(firstScreen, signInFirst);
