import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';

describe('addressBlock', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64 network, however it is written', () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0abc',
      '2001:db8:1:2::1.2.3.4',
    ]) {
      expect(addressBlock(address)).toBe('2001:0db8:0001:0002::/64');
    }
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(addressBlock('2001:db8::')).toBe('2001:0db8:0000:0000::/64');
    expect(addressBlock('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressBlock('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves anything else unchanged', () => {
    expect(addressBlock('unknown')).toBe('unknown');
  });
});
