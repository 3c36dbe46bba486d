import { render, screen, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import type { PublicImage } from '@/types/website';
import { backgroundOf, SiteImage } from '@/website/components/site-image';
import { Visual } from '@/website/components/visual';
import { renderSitePage } from '@/website/ssr/entry-server';
import { renderSite } from './helpers/render-site';

const LINK = '/profile/upload/2026/11/28/crane_20261128090000CD56EF.jpg';

const webp = (widths: number[]) =>
  widths.map((w) => `/profile/media/7/v2/${w}.webp ${w}w`).join(', ');

const IMAGE: PublicImage = {
  src: '/profile/media/7/v2/original.jpg',
  srcset: webp([320, 640, 960]),
  avifSrcset:
    '/profile/media/7/v2/320.avif 320w, /profile/media/7/v2/640.avif 640w',
  sizes: '(max-width: 900px) 100vw, 860px',
  width: 1200,
  height: 800,
  alt: '港のクレーン',
  altEn: 'Harbour crane',
  focalX: 0.25,
  focalY: 0.8,
};

/** The product page's answer: its main picture and gallery from the library. */
function productWithLibraryPicture() {
  server.use(
    http.get('*/website/products/1', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          product: {
            productId: 1,
            navId: 11,
            productName: 'サンプルスキャナー SC-100',
            subtitle: '',
            keyPoints: [],
            mainImage: LINK,
            pinned: '0',
            isNew: '0',
            size: '-',
            contentBlock: '',
            images: [LINK],
          },
          items: [],
          trail: [],
          images: { [LINK]: IMAGE },
        },
      }),
    ),
  );
}

describe('library images on the site', () => {
  it('draws a <picture> with the AVIF sizes and an <img> with srcset, sizes, width, height and the library alt text', () => {
    const { container } = render(
      <SiteImage url={LINK} image={IMAGE} alt="" sizes="50vw" />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', IMAGE.avifSrcset);
    expect(source).toHaveAttribute('sizes', '50vw');
    const img = screen.getByRole('img', { name: '港のクレーン' });
    expect(img).toHaveAttribute('src', IMAGE.src);
    expect(img).toHaveAttribute('srcset', IMAGE.srcset);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('draws WebP sizes alone in an <img> when no AVIF was kept, and a link the library does not know as it is', () => {
    const { avifSrcset: _avif, ...webpOnly } = IMAGE;
    const { container } = render(
      <>
        <SiteImage url={LINK} image={webpOnly} alt="" />
        <SiteImage url="https://example.com/a.png" alt="外部の画像" />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    const [library, outside] = screen.getAllByRole('img');
    expect(library).toHaveAttribute('sizes', IMAGE.sizes);
    expect(outside).toHaveAttribute('src', 'https://example.com/a.png');
    expect(outside).not.toHaveAttribute('srcset');
    expect(outside).not.toHaveAttribute('width');
  });

  it('crops a card picture around the focal point', () => {
    render(
      <Visual
        src={LINK}
        images={{ [LINK]: IMAGE }}
        alt="クレーン"
        label="クレーン"
        seed={1}
      />,
    );
    const img = screen.getByRole('img', { name: '港のクレーン' });
    expect(img.style.objectPosition).toBe('25% 80%');
    expect(img.getAttribute('sizes')).toContain('100vw');
  });

  it('puts the largest WebP size behind a hero band, not the original', () => {
    expect(backgroundOf(LINK, IMAGE)).toBe('/profile/media/7/v2/960.webp');
    expect(backgroundOf(LINK, { ...IMAGE, srcset: '' })).toBe(IMAGE.src);
    expect(backgroundOf(LINK)).toBe(LINK);
  });

  it('writes srcset and sizes as HTML attributes in the server’s render', () => {
    const html = renderToString(<SiteImage url={LINK} image={IMAGE} alt="" />);
    expect(html).toContain(`srcset="${IMAGE.srcset}"`);
    expect(html).toContain(`sizes="${IMAGE.sizes}"`);
    expect(html).toContain('width="1200" height="800"');
    expect(html).toContain('<source type="image/avif"');
  });

  it('shows a product’s library picture responsive on its page', async () => {
    productWithLibraryPicture();
    renderSite('/w/menu/product/4/1');
    const article = (
      await screen.findByRole('heading', { level: 2, name: /SC-100/ })
    ).closest('article')!;
    const pictures = within(article).getAllByRole('img', {
      name: '港のクレーン',
    });
    expect(pictures).toHaveLength(2);
    for (const img of pictures) {
      expect(img).toHaveAttribute('srcset', IMAGE.srcset);
      expect(img).toHaveAttribute('width', '1200');
    }
  });

  it('names the picture at the version the page shows as its og:image', async () => {
    productWithLibraryPicture();
    const page = await renderSitePage({
      path: '/w/menu/product/4/1',
      search: '',
      fetch: (url, init) => fetch(url, init),
    });
    expect(page.status).toBe(200);
    expect(page.meta.image).toBe(IMAGE.src);
  });
});
