import { Type, type TSchema } from '@sinclair/typebox';
import { ENQUIRY_FIELDS, ENQUIRY_RULES } from '../services/enquiry-rules.js';

/**
 * Public site shapes (`/website/*`). Response schemas list every field the
 * public may see; the serializer drops anything else (staff-only fields).
 */

const Str = Type.String();
const Int = Type.Integer();
const NullableStr = Type.Union([Type.String(), Type.Null()]);

const Column = Type.Object({
  navId: Int,
  parentId: Int,
  navName: Str,
  mainName: Str,
  enName: Str,
  link: Str,
  mainImage: Str,
  navType: Str,
  recordCategory: Str,
  showInNav: Str,
});

/**
 * The navigation tree, four levels deep (spelled out rather than recursive,
 * so the schema needs no `$id` / `$ref` in the serializer or OpenAPI).
 */
const withChildren = <T extends TSchema>(child: T) =>
  Type.Object({
    ...Column.properties,
    children: Type.Optional(Type.Array(child)),
  });
const SiteColumnTree = withChildren(withChildren(withChildren(Column)));

const NavCopy = Type.Object({
  navRecordId: Int,
  navId: Int,
  title: Str,
  subtitle: Str,
  content: Str,
  image: Str,
});

const SiteFile = Type.Object({
  itemId: Int,
  itemName: Str,
  fileName: Str,
  fileSize: Int,
});

const RecordSummary = Type.Object({
  recordId: Int,
  navId: Int,
  title: Str,
  subtitle: Str,
  summary: Str,
  mainImage: Str,
  pinned: Str,
  displayType: Str,
  jumpLink: Str,
  totalViews: Int,
  createTime: NullableStr,
  files: Type.Array(SiteFile),
});

const ContentBlock = Type.Object({
  type: Str,
  title: Str,
  body: Str,
  image: Str,
});

const ProductSummary = Type.Object({
  productId: Int,
  navId: Int,
  productName: Str,
  subtitle: Str,
  keyPoints: Type.Array(Str),
  mainImage: Str,
  pinned: Str,
  isNew: Str,
});

/** A library image at the version the content shows (docs/media.md). */
const PublicImage = Type.Object({
  src: Str,
  srcset: Str,
  avifSrcset: Type.Optional(Str),
  sizes: Str,
  width: Int,
  height: Int,
  alt: Str,
  altEn: Str,
  focalX: Type.Number(),
  focalY: Type.Number(),
});

/** The library images an answer's content links to, by the link it uses. */
const Images = Type.Record(Type.String(), PublicImage);

function ok<T extends TSchema>(data: T) {
  return Type.Object({ code: Int, msg: Str, data: Type.Optional(data) });
}

function table<T extends TSchema>(row: T) {
  return Type.Object({
    code: Int,
    msg: Str,
    rows: Type.Optional(Type.Array(row)),
    total: Type.Optional(Int),
    images: Type.Optional(Images),
  });
}

export const NavigationResponse = ok(Type.Array(SiteColumnTree));

export const ColumnResponse = ok(
  Type.Object({
    column: Column,
    trail: Type.Array(Column),
    children: Type.Array(Column),
    copy: Type.Array(NavCopy),
    images: Images,
  }),
);

export const RecordListResponse = table(RecordSummary);

export const RecordResponse = ok(
  Type.Object({
    record: Type.Object({
      ...RecordSummary.properties,
      content: Str,
      contentBlocks: Type.Array(ContentBlock),
      updateTime: NullableStr,
    }),
    items: Type.Array(
      Type.Object({
        itemId: Int,
        itemName: Str,
        itemType: Str,
        content: Str,
      }),
    ),
    trail: Type.Array(Column),
    prev: Type.Union([RecordSummary, Type.Null()]),
    next: Type.Union([RecordSummary, Type.Null()]),
    images: Images,
  }),
);

export const ProductListResponse = table(ProductSummary);

export const ProductResponse = ok(
  Type.Object({
    product: Type.Object({
      ...ProductSummary.properties,
      size: Str,
      contentBlock: Str,
      images: Type.Array(Str),
    }),
    items: Type.Array(
      Type.Object({
        itemId: Int,
        itemName: Str,
        itemType: Str,
        itemValue: Str,
        image: Str,
        hasFile: Type.Boolean(),
      }),
    ),
    trail: Type.Array(Column),
    images: Images,
  }),
);

const NullableColumn = Type.Union([Column, Type.Null()]);

export const HomeResponse = ok(
  Type.Object({
    home: NullableColumn,
    about: Type.Array(NavCopy),
    news: Type.Object({
      column: NullableColumn,
      rows: Type.Array(RecordSummary),
    }),
    business: Type.Object({
      column: NullableColumn,
      children: Type.Array(Column),
    }),
    products: Type.Object({
      column: NullableColumn,
      rows: Type.Array(ProductSummary),
    }),
    company: NullableColumn,
    images: Images,
  }),
);

export const ContactFormResponse = ok(
  Type.Object({
    formToken: Str,
    minFillSeconds: Int,
    consultingItems: Type.Array(Str),
  }),
);

/** Ids in paths: digits only (anything else is "not found", not a 500). */
export const IdParam = Type.String({ maxLength: 10 });

export const PagingQuery = Type.Object({
  pageNum: Type.Optional(Type.String({ maxLength: 6 })),
  pageSize: Type.Optional(Type.String({ maxLength: 6 })),
});

export const MidQuery = Type.Object({
  mid: Type.Optional(Type.String({ maxLength: 10 })),
});

/**
 * The enquiry body: strings with generous caps (the field rules, with
 * Japanese messages, are checked by the service), plus the anti-abuse parts.
 */
export const ContactBody = Type.Object({
  ...Object.fromEntries(
    ENQUIRY_FIELDS.map((f) => [
      f,
      Type.Optional(Type.String({ maxLength: ENQUIRY_RULES[f].max * 4 })),
    ]),
  ),
  formToken: Type.Optional(Type.String({ maxLength: 100 })),
  homepage: Type.Optional(Type.String({ maxLength: 500 })),
  code: Type.Optional(Type.String({ maxLength: 20 })),
  uuid: Type.Optional(Type.String({ maxLength: 100 })),
});

export const ContactResponse = Type.Object({
  code: Int,
  msg: Str,
  data: Type.Optional(Type.Object({ contactId: Int })),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});
