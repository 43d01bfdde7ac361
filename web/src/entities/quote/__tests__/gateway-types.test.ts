import type { GatewaySchema } from '@/lib/gateway-types';

import type { AgreementDetail, Customer, CustomerSearchResult, Quotation } from '../quotation';

describe('the quote types, generated from the gateway contract', () => {
  it('types the answers the quoter reads (none resolves to never)', () => {
    expectTypeOf<CustomerSearchResult>().toHaveProperty('customer');
    expectTypeOf<CustomerSearchResult['credits'][number]>().toEqualTypeOf<
      GatewaySchema<'Credit'>
    >();
    expectTypeOf<Customer['gender']>().toEqualTypeOf<'H' | 'F'>();
    expectTypeOf<Quotation['term']>().toEqualTypeOf<number>();
    expectTypeOf<AgreementDetail['products'][number]>().toHaveProperty('internalCnca');
  });
});
