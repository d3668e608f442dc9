import { sql } from 'drizzle-orm';
import type { DB } from '../../platform/db/client.ts';

/**
 * What must hold in the database whatever the API was sent: no link between two companies' records,
 * no product without a title, no negative price. Each query counts the rows that break the rule.
 */
const RULES: Record<string, string> = {
  'product in a category of another company': `select count(*) from item_categories l
     join items i on i.id = l.item_id join categories c on c.id = l.category_id where i.company_id <> c.company_id`,
  'product with a modification group of another company': `select count(*) from item_variation_groups l
     join items i on i.id = l.item_id join variation_groups g on g.id = l.group_id where i.company_id <> g.company_id`,
  'product with a default variation of another company': `select count(*) from item_default_variations l
     join items i on i.id = l.item_id join variations v on v.id = l.variation_id
     join variation_groups g on g.id = v.group_id where i.company_id <> g.company_id`,
  'upsell with a product of another company': `select count(*) from upsell_items l
     join upsells u on u.id = l.upsell_id join items i on i.id = l.item_id where u.company_id <> i.company_id`,
  'product with an upsell of another company': `select count(*) from item_upsells l
     join upsells u on u.id = l.upsell_id join items i on i.id = l.item_id where u.company_id <> i.company_id`,
  'menu with a product of another company': `select count(*) from menu_entries e
     join menus m on m.id = e.menu_id join items i on i.id = e.item_id where m.company_id <> i.company_id`,
  'category under, in a course or at a station of another company': `select count(*) from categories c
     left join categories p on p.id = c.parent_id left join course_types t on t.id = c.course_type_id
     left join stations s on s.id = c.station_id
     where p.company_id <> c.company_id or t.company_id <> c.company_id or s.company_id <> c.company_id`,
  'product in a course or at a station of another company': `select count(*) from items i
     left join course_types t on t.id = i.course_type_id left join stations s on s.id = i.station_id
     where t.company_id <> i.company_id or s.company_id <> i.company_id`,
  'station or message at a venue of another company': `select (select count(*) from stations s
     join venues v on v.id = s.venue_id where v.company_id <> s.company_id) + (select count(*)
     from predefined_messages m join venues v on v.id = m.venue_id where v.company_id <> m.company_id)`,
  'product or category without a name': `select (select count(*) from items where btrim(title) = '')
     + (select count(*) from categories where btrim(name) = '')`,
  'POS button on, or pointing at, a page, product, upsell or offer of another company': `select count(*)
     from pos_buttons b join pos_pages pg on pg.id = b.page_id left join pos_pages t on t.id = b.target_page_id
     left join items i on i.id = b.item_id left join upsells u on u.id = b.upsell_id
     left join offers o on o.id = b.offer_id
     where pg.company_id <> b.company_id or t.company_id <> b.company_id or i.company_id <> b.company_id
       or u.company_id <> b.company_id or o.company_id <> b.company_id`,
  'negative price': `select (select count(*) from items where default_price < 0)
     + (select count(*) from variations where price < 0)`,
};

/** The rules that do not hold, with how many rows break each. */
export async function brokenInvariants(db: DB): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, query] of Object.entries(RULES)) {
    const result = (await db.execute(sql.raw(query))) as { rows: Record<string, unknown>[] };
    const count = Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
    if (count > 0) broken.push(`${rule}: ${count}`);
  }
  return broken;
}
