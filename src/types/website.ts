/** Shapes of the public site API (`/website/*`, server/src/routes/website/). */

/** A navigation column. navType: 1 list, 2 page, 3 products, 4 link, 5 contact. */
export interface SiteColumn {
  navId: number;
  parentId: number;
  navName: string;
  mainName: string;
  enName: string;
  link: string;
  mainImage: string;
  navType: string;
  /** Page kind: home, informations, business, company, product, contact, downloads. */
  recordCategory: string;
  /** '1' shown in the header, '0' only in the footer and pages. */
  showInNav: string;
  children?: SiteColumn[];
}

export interface SiteCopy {
  navRecordId: number;
  navId: number;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  content: string;
  image: string;
}

export interface SiteFile {
  itemId: number;
  itemName: string;
  fileName: string;
  fileSize: number;
}

export interface SiteRecord {
  recordId: number;
  navId: number;
  title: string;
  subtitle: string;
  summary: string;
  mainImage: string;
  pinned: string;
  /** 1 list, 2 with image, 3 link (jumpLink). */
  displayType: string;
  jumpLink: string;
  totalViews: number;
  createTime: string | null;
  files: SiteFile[];
}

export interface ContentBlock {
  type: string;
  title: string;
  /** Sanitised HTML. */
  body: string;
  image: string;
}

export interface SiteRecordPage {
  record: SiteRecord & {
    content: string;
    contentBlocks: ContentBlock[];
    updateTime: string | null;
  };
  items: {
    itemId: number;
    itemName: string;
    itemType: string;
    content: string;
  }[];
  trail: SiteColumn[];
  prev: SiteRecord | null;
  next: SiteRecord | null;
}

export interface SiteProduct {
  productId: number;
  navId: number;
  productName: string;
  subtitle: string;
  keyPoints: string[];
  mainImage: string;
  pinned: string;
  isNew: string;
}

export interface SiteProductPage {
  product: SiteProduct & {
    size: string;
    contentBlock: string;
    /** Gallery pictures. */
    images: string[];
  };
  items: {
    itemId: number;
    itemName: string;
    itemType: string;
    itemValue: string;
    image: string;
    hasFile: boolean;
  }[];
  trail: SiteColumn[];
}

export interface SiteColumnPage {
  column: SiteColumn;
  trail: SiteColumn[];
  children: SiteColumn[];
  copy: SiteCopy[];
}

export interface SiteHome {
  home: SiteColumn | null;
  about: SiteCopy[];
  news: { column: SiteColumn | null; rows: SiteRecord[] };
  business: { column: SiteColumn | null; children: SiteColumn[] };
  products: { column: SiteColumn | null; rows: SiteProduct[] };
  company: SiteColumn | null;
}

export interface ContactForm {
  formToken: string;
  minFillSeconds: number;
  consultingItems: string[];
}

/** What a visitor types into the enquiry form (POST /website/contact). */
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
