import { keyedValues } from '@matchwire/kit/db/keyed-rows';
import { homeBanners } from './schema.ts';

/** The home page banner's HTML by language. */
const bannerHtml = keyedValues(homeBanners, 'lang', 'html');
export const findHomeBannerHtml = bannerHtml.find;
export const saveHomeBannerHtml = bannerHtml.save;
