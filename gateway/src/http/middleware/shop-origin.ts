import os from 'node:os';

/**
 * The shop's own address, for every absolute link it writes: links in mails (password reset,
 * welcome, e-mail changed, order mails), payment callbacks, canonical links, the sitemap and link
 * previews. PUBLIC_URL when set. Without it, the address a request came to only when that is one
 * the shop knows as its own (an address it listens on, or one of ALLOWED_HOSTS), else
 * `http://localhost:PORT`. Never a `Host`, `X-Forwarded-Host` or `Forwarded` header as sent: a
 * client that writes `Host: evil.example` on a forgot-password request would otherwise have the
 * victim mailed a reset link to its own server.
 */
export class ShopOrigin {
  private readonly hosts = new Set<string>();
  private fallback = 'http://localhost';

  constructor(
    /** PUBLIC_URL, without a trailing slash. */
    private readonly publicUrl: string | undefined,
    /** ALLOWED_HOSTS: further names the shop answers to (host or host:port). */
    private readonly allowedHosts: readonly string[] = [],
  ) {}

  /** Once the server listens: the addresses it listens on become its own. */
  listening(port: number, host: string): void {
    this.fallback = `http://localhost:${port}`;
    const names = new Set(['localhost', '127.0.0.1', '[::1]']);
    if (host === '0.0.0.0' || host === '::' || host === '') {
      names.add(os.hostname().toLowerCase());
      for (const list of Object.values(os.networkInterfaces())) {
        for (const address of list ?? [])
          names.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
      }
    } else {
      names.add(host.includes(':') ? `[${host}]` : host.toLowerCase());
    }
    for (const name of names) {
      this.hosts.add(`${name}:${port}`);
      if (port === 80) this.hosts.add(name);
    }
    for (const allowed of this.allowedHosts) this.hosts.add(allowed.toLowerCase());
  }

  /** The origin links for this request point to. */
  of(req: { headers: { host?: string } }): string {
    if (this.publicUrl) return this.publicUrl;
    const host = req.headers.host?.toLowerCase();
    return host && this.hosts.has(host) ? `http://${host}` : this.fallback;
  }

  /**
   * Whether a start without PUBLIC_URL deserves a warning: shoppers will reach the shop by another
   * name. Not on the default start (HOST unset: all addresses, for trying the shop on this machine
   * or the local network, the banner's Links line says where links point), but when HOST names a
   * public address, or when links leave the machine: real payments' callbacks, real mail.
   */
  static unsetWhereItMatters(
    publicUrl: string | undefined,
    start: { host: string; hostSet: boolean; livePayments: boolean; realMail: boolean },
  ): boolean {
    if (publicUrl) return false;
    if (start.livePayments || start.realMail) return true;
    return start.hostSet && !['127.0.0.1', 'localhost', '::1'].includes(start.host);
  }
}
