/** Shapes of the public site API (`/website/*`, server/src/routes/website/). */
import type { ApiData } from './openapi';

/** GET /website/home: the home page's columns, copy, news and products. */
export type SiteHome = ApiData<'/website/home'>;

/**
 * A navigation column. navType: 1 list, 2 page, 3 products, 4 link, 5
 * contact; recordCategory: the page kind (home, informations, business,
 * company, product, contact, downloads); showInNav '1' shown in the header,
 * '0' only in the footer and pages. The document nests GET
 * /website/navigation's children three levels deep; the tree is recursive.
 */
export type SiteColumn = NonNullable<SiteHome['home']> & {
  children?: SiteColumn[];
};

/** GET /website/columns/{navId}. */
export type SiteColumnPage = ApiData<'/website/columns/{navId}'>;

/** A copy block of a column's page; content is sanitised HTML. */
export type SiteCopy = SiteColumnPage['copy'][number];

/** A record as listed; displayType 1 list, 2 with image, 3 link (jumpLink). */
export type SiteRecord = SiteHome['news']['rows'][number];

export type SiteFile = SiteRecord['files'][number];

/** GET /website/records/{recordId}. */
export type SiteRecordPage = ApiData<'/website/records/{recordId}'>;

/** A block below a record's content; body is sanitised HTML. */
export type ContentBlock = SiteRecordPage['record']['contentBlocks'][number];

/**
 * The library images an answer's content links to, by the link it uses
 * (docs/media.md "Public site"); a link missing here is drawn as it is.
 */
export type SiteImages = SiteHome['images'];

/** A library image at the version the content shows: src, srcset, size, alt, focal point. */
export type PublicImage = SiteImages[string];

/** A product as listed. */
export type SiteProduct = SiteHome['products']['rows'][number];

/** GET /website/products/{productId}; images are the gallery pictures. */
export type SiteProductPage = ApiData<'/website/products/{productId}'>;

/** GET /website/contact/form. */
export type ContactForm = ApiData<'/website/contact/form'>;

/**
 * What a visitor types into the enquiry form (POST /website/contact; written
 * here: the document leaves every field of its body optional).
 */
export interface EnquiryFields {
  companyName: string;
  contactName: string;
  nameReading: string;
  applicant: string;
  phone: string;
  email: string;
  postalCode: string;
  address: string;
  consultingItem: string;
  consultingContent: string;
}

export interface EnquiryPayload extends EnquiryFields {
  formToken: string;
  homepage: string;
  code?: string;
  uuid?: string;
}
