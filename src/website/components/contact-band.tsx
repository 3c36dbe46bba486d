import { useSiteNav, useTopColumn } from '../layout/site-nav-context';
import { columnPath } from '../paths';
import { SITE, T } from '../strings';
import { Eyebrow } from './eyebrow';
import { SiteLink } from './site-link';

/** "Contact us" band: phone number and a button to the enquiry form. */
export function ContactBand() {
  const tree = useSiteNav();
  const contact = useTopColumn('contact');
  return (
    <section className="site-contact-band" aria-labelledby="contact-band">
      <div className="site-container site-contact-band-inner">
        <div>
          <Eyebrow text="CONTACT" />
          <h2 id="contact-band">{T.contact}</h2>
          <p>{T.contactLead}</p>
        </div>
        <div className="site-contact-band-actions">
          <p className="site-contact-tel">
            <span>{T.telLabel}</span>
            <a href={`tel:${SITE.tel.replace(/-/g, '')}`}>{SITE.tel}</a>
            <small>{SITE.hours}</small>
          </p>
          {contact && (
            <SiteLink
              to={columnPath(tree, contact)}
              className="site-button is-accent is-large"
            >
              {T.contactButton}
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
