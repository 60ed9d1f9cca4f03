import { describe, expect, it } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import jsQR from 'jsqr';
import { TwoFactorEnrolment } from './two-factor-steps';

// Several suites share two cores: loading the encoder may take a moment.
configure({ asyncUtilTimeout: 5000 });

/** The SVG path's squares (`M x y h1v1h-1z`, a unit each) as an RGBA picture, `scale` pixels a unit. */
function pixels(d: string, size: number, scale = 4) {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)];
  expect(squares.map((m) => m[0]).join('')).toBe(d); // nothing in the path but unit squares
  for (const [, x, y] of squares) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + 1) * scale; px++) {
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { data, width };
}

const uri = (label: string, secret: string) =>
  `otpauth://totp/Kapda:${encodeURIComponent(label)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Kapda`;

describe('the two-factor setup screen', () => {
  it.each([
    ['owner@example.in', 'JBSWY3DPEHPK3PXP'],
    ['packer.someone@example.in', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'],
    ['a@b.in', 'GEZDGNBVGY3TQOJQ'],
    [
      'very.long.name.of.a.staff.member+returns@kapda-clothing.example.in',
      'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    ],
  ])('draws a QR code a scanner reads back as the otpauth link (%s)', async (email, secret) => {
    const otpauthUri = uri(email, secret);
    render(
      <MantineProvider>
        <TwoFactorEnrolment email={email} secret={secret} otpauthUri={otpauthUri} />
      </MantineProvider>,
    );
    const svg = await screen.findByRole('img', { name: `QR code for ${email}` });
    const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const d = svg.querySelector('path')!.getAttribute('d')!;
    const { data, width } = pixels(d, size);
    expect(jsQR(data, width, width)?.data).toBe(otpauthUri);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(secret.slice(0, 4));
  });
});
