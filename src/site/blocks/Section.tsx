import type { ReactNode } from 'react';
import { container, section, sectionLead, sectionMuted, sectionTitle } from '../site.css.ts';

export interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children?: ReactNode;
}

/** A titled band of a page; `id` is its anchor (for example #testimonials). */
export function Section({ id, title, lead, muted, children }: SectionProps) {
  return (
    <section id={id} className={muted ? sectionMuted : section} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <h2 id={`${id}-title`} className={sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={sectionLead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
