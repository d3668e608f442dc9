import { sweepTenancy } from '../tenancySweep.ts';

// Tenant isolation swept over the schema, the writes (server/test/tenancySweep.ts has the sweep).
sweepTenancy('writes');
