import { describe, expect, it } from 'vitest';
import { documentName, routePath } from '../../scripts/routeDocuments.ts';

describe('route documents', () => {
  it('names a signed-in route file by its path, without the layout and index segments', () => {
    expect(routePath('pim/products')).toBe('/pim/products');
    expect(routePath('reports/index')).toBe('/reports');
    expect(routePath('index')).toBe('/');
    expect(routePath('integrations/$integration/manage-configs')).toBe(
      '/integrations/$integration/manage-configs',
    );
    // The catch-all is the not-found page: index.html serves it.
    expect(routePath('$')).toBeNull();
  });

  it('gives each path a flat file name', () => {
    expect(documentName('/')).toBe('home');
    expect(documentName('/pim/products')).toBe('pim-products');
    expect(documentName('/integrations/$integration')).toBe('integrations-_integration');
  });
});
