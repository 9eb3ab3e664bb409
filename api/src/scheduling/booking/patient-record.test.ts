import { describe, expect, it } from 'vitest';
import { splitFullName } from './patient-record';

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('  Marie-Ève   Tremblay Roy ')).toEqual({ firstName: 'Marie-Ève', lastName: 'Tremblay Roy' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
