import { FeatureGrid, texts } from '../blocks/FeatureGrid.tsx';
import { Hero } from '../blocks/Hero.tsx';
import { Section } from '../blocks/Section.tsx';
import { HandheldIllustration } from '../illustrations/HandheldIllustration.tsx';
import { useSite } from '../SiteContext.tsx';

/** `/{prefix}/handheld-terminal`. */
export default function HandheldPage() {
  const { t, prefix } = useSite();
  const page = t.handheld;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow()}
        title={page.hero.title()}
        lead={page.hero.lead()}
        primary={{ href: `/${prefix}/register`, label: t.cta.trial() }}
        note={t.cta.trialNote()}
        illustration={<HandheldIllustration label={page.hero.illustration()} />}
      />
      <Section id="features" title={page.points.title()} muted>
        <FeatureGrid
          columns={4}
          features={[
            { key: 'order', icon: 'handheld', ...texts(page.points.order) },
            { key: 'kitchen', icon: 'kitchen', ...texts(page.points.kitchen) },
            { key: 'pay', icon: 'card', ...texts(page.points.pay) },
            { key: 'devices', icon: 'printer', ...texts(page.points.devices) },
          ]}
        />
      </Section>
    </>
  );
}
