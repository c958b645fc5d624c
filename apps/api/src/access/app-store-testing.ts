// Test helpers: a certificate chain shaped like Apple's (root CA, intermediate marked with
// Apple's WWDR extension, leaf marked as the App Store receipt signer) and StoreKit 2 signed
// transactions, made here with node:crypto so that the real verifier can be exercised end to
// end. Only the DER needed for X.509 v3 certificates is written.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// OIDs Apple's verifier looks for, and the ones every certificate needs.
const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  basicConstraints: '2.5.29.19',
  appleIntermediate: '1.2.840.113635.100.6.2.1',
  appleReceiptSigner: '1.2.840.113635.100.6.11.1',
} as const;

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
const explicit = (tagNumber: number, content: Buffer) => tlv(0xa0 + tagNumber, content);
const octets = (content: Buffer) => tlv(0x04, content);
const bits = (content: Buffer) => tlv(0x03, Buffer.from([0]), content);
const boolean = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]));
const derNull = () => Buffer.from([0x05, 0x00]);

/** A non-negative INTEGER from big-endian bytes (a leading 0 keeps the sign bit clear). */
function integer(bytes: Buffer): Buffer {
  return tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime up to 2049, GeneralizedTime after, as RFC 5280 asks. */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
}

const name = (commonName: string) => sequence(set(sequence(oid(OID.commonName), tlv(0x0c, Buffer.from(commonName)))));
const extension = (id: string, value: Buffer, critical = false) =>
  sequence(oid(id), ...(critical ? [boolean(true)] : []), octets(value));

interface TCertificateSpec {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  /** The issuer's private key (the subject's own for a root). */
  signingKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  ca: boolean;
  /** Apple's marker extension, if any. */
  marker?: string;
}

/**
 * A random positive serial whose first byte is never 0: DER forbids a leading zero byte before
 * one under 0x80, and a strict parser refuses such a certificate (1 time in 256 otherwise).
 */
function serialNumber(): Buffer {
  const bytes = randomBytes(8);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return bytes;
}

/** A DER X.509 v3 certificate, ECDSA P-256 with SHA-256. */
function makeCertificate(spec: TCertificateSpec): Buffer {
  const extensions = [extension(OID.basicConstraints, spec.ca ? sequence(boolean(true)) : sequence(), true)];
  if (spec.marker) extensions.push(extension(spec.marker, derNull()));
  const algorithm = sequence(oid(OID.ecdsaWithSha256));
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serialNumber()),
    algorithm,
    name(spec.issuer),
    sequence(time(spec.notBefore), time(spec.notAfter)),
    name(spec.subject),
    spec.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...extensions)),
  );
  const signature = sign('sha256', tbs, { key: spec.signingKey, dsaEncoding: 'der' });
  return sequence(tbs, algorithm, bits(signature));
}

export interface TTestChain {
  root: Buffer;
  intermediate: Buffer;
  leaf: Buffer;
  /** Signs transactions; its certificate is `leaf`. */
  leafKey: KeyObject;
  /** Issues leaves (see `withLeaf`). */
  intermediateKey: KeyObject;
}

const year = 365 * 24 * 60 * 60 * 1000;
const p256 = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

/**
 * A root, an intermediate and a leaf in Apple's shape. `leafValidity` moves the leaf's dates
 * (an expired chain); `rootName` makes a look-alike chain under another root.
 */
export function createTestChain(options: { leafValidity?: { from: Date; to: Date }; rootName?: string } = {}): TTestChain {
  const now = Date.now();
  const valid = { notBefore: new Date(now - year), notAfter: new Date(now + 10 * year) };
  const rootKeys = p256();
  const intermediateKeys = p256();
  const rootName = options.rootName ?? 'Innerway Test Root CA';
  const root = makeCertificate({
    subject: rootName,
    issuer: rootName,
    publicKey: rootKeys.publicKey,
    signingKey: rootKeys.privateKey,
    ca: true,
    ...valid,
  });
  const intermediate = makeCertificate({
    subject: 'Innerway Test WWDR',
    issuer: rootName,
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    ca: true,
    marker: OID.appleIntermediate,
    ...valid,
  });
  return withLeaf({ root, intermediate, intermediateKey: intermediateKeys.privateKey }, options.leafValidity ?? { from: valid.notBefore, to: valid.notAfter });
}

/** The same root and intermediate with a new signing leaf valid `from` `to` (an expired one). */
export function withLeaf(chain: Omit<TTestChain, 'leaf' | 'leafKey'>, validity: { from: Date; to: Date }): TTestChain {
  const leafKeys = p256();
  const leaf = makeCertificate({
    subject: 'Innerway Test StoreKit Signer',
    issuer: 'Innerway Test WWDR',
    publicKey: leafKeys.publicKey,
    signingKey: chain.intermediateKey,
    ca: false,
    marker: OID.appleReceiptSigner,
    notBefore: validity.from,
    notAfter: validity.to,
  });
  return { ...chain, leaf, leafKey: leafKeys.privateKey };
}

export const TEST_BUNDLE_ID = 'app.innerway.test';

let transactionCount = 0;

/** A StoreKit 2 transaction payload as Apple signs it; override any field. */
export function transactionPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  transactionCount += 1;
  const now = Date.now();
  const id = String(2_000_000_000_000_000 + transactionCount * 1000 + Math.floor(Math.random() * 1000));
  return {
    transactionId: id,
    originalTransactionId: id,
    bundleId: TEST_BUNDLE_ID,
    productId: 'full_access',
    purchaseDate: now - 1000,
    originalPurchaseDate: now - 1000,
    quantity: 1,
    type: 'Non-Consumable',
    inAppOwnershipType: 'PURCHASED',
    signedDate: now,
    environment: 'Sandbox',
    transactionReason: 'PURCHASE',
    storefront: 'USA',
    storefrontId: '143441',
    price: 19990,
    currency: 'USD',
    ...overrides,
  };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** The JWS a device hands over: ES256 over the payload, the chain in `x5c` (leaf first). */
export function signTransaction(chain: TTestChain, payload: Record<string, unknown>): string {
  const header = { alg: 'ES256', x5c: [chain.leaf, chain.intermediate, chain.root].map((der) => der.toString('base64')) };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: chain.leafKey, dsaEncoding: 'ieee-p1363' });
  return `${unsigned}.${base64url(signature)}`;
}

/** The same JWS with its payload swapped after signing (a forged product or transaction). */
export function tamperPayload(jws: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = jws.split('.');
  const forged = { ...(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as object), ...changes };
  return `${header}.${base64url(JSON.stringify(forged))}.${signature}`;
}
