import { FeatureGrid, texts } from '../blocks/FeatureGrid.tsx';
import { Hero } from '../blocks/Hero.tsx';
import { Section } from '../blocks/Section.tsx';
import { KitchenIllustration } from '../illustrations/KitchenIllustration.tsx';
import { useSite } from '../SiteContext.tsx';

/** `/{prefix}/digital-kitchen-screens`. */
export default function KitchenPage() {
  const { t, prefix } = useSite();
  const page = t.kitchen;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow()}
        title={page.hero.title()}
        lead={page.hero.lead()}
        primary={{ href: `/${prefix}/register`, label: t.cta.trial() }}
        note={t.cta.trialNote()}
        illustration={<KitchenIllustration label={page.hero.illustration()} />}
      />
      <Section id="features" title={page.points.title()} muted>
        <FeatureGrid
          columns={4}
          features={[
            { key: 'channels', icon: 'layers', ...texts(page.points.channels) },
            { key: 'views', icon: 'clock', ...texts(page.points.views) },
            { key: 'colours', icon: 'palette', ...texts(page.points.colours) },
            { key: 'realtime', icon: 'bolt', ...texts(page.points.realtime) },
          ]}
        />
      </Section>
    </>
  );
}
