import { FeatureGrid, texts } from '../blocks/FeatureGrid.tsx';
import { Hero } from '../blocks/Hero.tsx';
import { Section } from '../blocks/Section.tsx';
import { OrderingIllustration } from '../illustrations/OrderingIllustration.tsx';
import { useSite } from '../SiteContext.tsx';

/** `/{prefix}/online-ordering` (tableside ordering by QR code, and kiosks). */
export default function OrderingPage() {
  const { t, prefix } = useSite();
  const page = t.ordering;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow()}
        title={page.hero.title()}
        lead={page.hero.lead()}
        primary={{ href: `/${prefix}/register`, label: t.cta.trial() }}
        note={t.cta.trialNote()}
        illustration={<OrderingIllustration label={page.hero.illustration()} />}
      />
      <Section id="features" title={page.points.title()} muted>
        <FeatureGrid
          columns={4}
          features={[
            { key: 'qr', icon: 'qr', ...texts(page.points.qr) },
            { key: 'kiosk', icon: 'kiosk', ...texts(page.points.kiosk) },
            { key: 'pay', icon: 'card', ...texts(page.points.pay) },
            { key: 'revenue', icon: 'trending', ...texts(page.points.revenue) },
          ]}
        />
      </Section>
    </>
  );
}
