import { sweepTenancy } from '../tenancySweep.ts';

// Tenant isolation swept over the schema, the reads (server/test/tenancySweep.ts has the sweep).
sweepTenancy('reads');
