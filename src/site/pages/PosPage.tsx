import { FeatureGrid, texts } from '../blocks/FeatureGrid.tsx';
import { Hero } from '../blocks/Hero.tsx';
import type { IconName } from '../blocks/Icon.tsx';
import { Section } from '../blocks/Section.tsx';
import { PosIllustration } from '../illustrations/PosIllustration.tsx';
import { useSite } from '../SiteContext.tsx';

/** Every POS feature the spec lists (section 1, "Marketing claims"), in its order. */
const FEATURES = [
  ['payAtTable', 'card'],
  ['tableMap', 'table'],
  ['multiPay', 'layers'],
  ['invoice', 'invoice'],
  ['stationControl', 'station'],
  ['layout', 'layout'],
  ['splitBill', 'split'],
  ['discounts', 'percent'],
  ['tips', 'tip'],
  ['packages', 'box'],
  ['giftCards', 'gift'],
  ['kitchenMessages', 'message'],
  ['orderSlips', 'receipt'],
  ['payLater', 'clock'],
] as const satisfies readonly (readonly [string, IconName])[];

/** `/{prefix}/pos`. */
export default function PosPage() {
  const { t, prefix } = useSite();
  const page = t.pos;
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow()}
        title={page.hero.title()}
        lead={page.hero.lead()}
        primary={{ href: `/${prefix}/register`, label: t.cta.trial() }}
        note={t.cta.trialNote()}
        illustration={<PosIllustration label={page.hero.illustration()} />}
      />
      <Section id="features" title={page.features.title()} lead={page.features.lead()} muted>
        <FeatureGrid
          features={FEATURES.map(([key, icon]) => ({ key, icon, ...texts(page.features[key]) }))}
        />
      </Section>
    </>
  );
}
