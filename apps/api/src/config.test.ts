import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET_A = 'a'.repeat(40);
const SECRET_B = 'b'.repeat(40);

describe('loadConfig', () => {
  it('SEC-001: production refuses to start without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    // Outside demo mode a development start is refused too, rather than minting secrets of its own.
    expect(() => loadConfig({ RINN_DATA_DIR: tmpdir() })).toThrow(/RINN_OTP_SECRET and RINN_TOKEN_SECRET are required outside demo mode/);
    expect(() => loadConfig({ NODE_ENV: 'production', RINN_OTP_SECRET: SECRET_A })).toThrow(/RINN_OTP_SECRET and RINN_TOKEN_SECRET are required/);
    expect(() => loadConfig({ NODE_ENV: 'production', RINN_OTP_SECRET: 'short', RINN_TOKEN_SECRET: SECRET_B })).toThrow(/RINN_OTP_SECRET: must be at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', RINN_OTP_SECRET: SECRET_A, RINN_TOKEN_SECRET: SECRET_B, RINN_DATA_DIR: tmpdir() });
    expect(config.secrets).toEqual({ otpSecret: SECRET_A, tokenSecret: SECRET_B });
  });

  it('SEC-001: demo mode generates secrets once and keeps them in the data directory', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    const first = loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir });
    const second = loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir });
    expect(first.secrets).toEqual(second.secrets);
    expect(first.secrets.otpSecret).not.toBe(first.secrets.tokenSecret);
    const file = join(dataDir, 'dev-secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.secrets);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('reads the defaults and the database choice', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    const config = loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir });
    expect(config).toMatchObject({ mode: 'development', port: 3000, sms: 'outbox', trustProxy: false, database: { kind: 'pglite', dataDir } });
    const postgres = loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/rinn', PORT: '8080' });
    expect(postgres.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/rinn' });
    expect(postgres.port).toBe(8080);
    expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_SMS: 'twilio' })).toThrow(/RINN_SMS/);
  });

  it('DATA-007: RINN_DATABASE_POOL_SIZE sizes the PostgreSQL pool, as a whole number from 1 to 100, and only with DATABASE_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    const url = 'postgres://u:p@127.0.0.1:5432/rinn';
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, DATABASE_URL: url, RINN_DATABASE_POOL_SIZE: '4' }).database).toEqual({ kind: 'postgres', url, poolSize: 4 });
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    for (const size of ['0', '101', '2.5', 'ten']) {
      expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, DATABASE_URL: url, RINN_DATABASE_POOL_SIZE: size })).toThrow(/RINN_DATABASE_POOL_SIZE/);
    }
    expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_DATABASE_POOL_SIZE: '4' })).toThrow(/RINN_DATABASE_POOL_SIZE sizes the PostgreSQL pool; set DATABASE_URL/);
  });

  it('trusts X-Forwarded-For only when RINN_TRUST_PROXY says so', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    const hops = loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect(hops('10.0.0.1', 0)).toBe(true);
    expect(hops('10.0.0.1', 1)).toBe(false);
  });

  it('OTP-003: RINN_OTP_SENDS_PER_MOBILE sets the per-mobile OTP limit in demo mode only', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir }).otpSendsPerMobile).toBeUndefined();
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_OTP_SENDS_PER_MOBILE: '100' }).otpSendsPerMobile).toBe(100);
    expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_OTP_SENDS_PER_MOBILE: '0' })).toThrow(/RINN_OTP_SENDS_PER_MOBILE/);
    expect(() => loadConfig({ RINN_DATA_DIR: dataDir, RINN_SMS: 'log-only', RINN_OTP_SECRET: SECRET_A, RINN_TOKEN_SECRET: SECRET_B, RINN_OTP_SENDS_PER_MOBILE: '100' })).toThrow(/demo/);
  });

  it('OTP-003: RINN_OTP_SENDS_PER_ADDRESS sets the per-address OTP limit, and only to a positive whole number', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir }).otpSendsPerAddress).toBeUndefined();
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_OTP_SENDS_PER_ADDRESS: '500' }).otpSendsPerAddress).toBe(500);
    expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_OTP_SENDS_PER_ADDRESS: '0' })).toThrow(/RINN_OTP_SENDS_PER_ADDRESS/);
    expect(() => loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir, RINN_OTP_SENDS_PER_ADDRESS: 'many' })).toThrow(/RINN_OTP_SENDS_PER_ADDRESS/);
  });

  it('SEC-006: only RINN_MODE=demo gets the outbox; other starts log SMS sends, and production refuses the demo and the outbox', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rinn-config-'));
    const secrets = { RINN_OTP_SECRET: SECRET_A, RINN_TOKEN_SECRET: SECRET_B, RINN_DATA_DIR: dataDir };
    expect(loadConfig({ RINN_MODE: 'demo', RINN_DATA_DIR: dataDir })).toMatchObject({ demo: true, sms: 'outbox' });
    expect(loadConfig(secrets)).toMatchObject({ demo: false, sms: 'log-only' });
    expect(loadConfig({ ...secrets, NODE_ENV: 'production' })).toMatchObject({ demo: false, sms: 'log-only' });
    expect(() => loadConfig({ ...secrets, RINN_SMS: 'outbox' })).toThrow(/RINN_SMS=outbox is for the demo only/);
    expect(() => loadConfig({ ...secrets, NODE_ENV: 'production', RINN_SMS: 'outbox' })).toThrow(/refused with NODE_ENV=production/);
    expect(() => loadConfig({ ...secrets, NODE_ENV: 'production', RINN_MODE: 'demo' })).toThrow(/RINN_MODE=demo cannot run with NODE_ENV=production/);
    expect(() => loadConfig({ ...secrets, RINN_MODE: 'staging' })).toThrow(/RINN_MODE/);
  });

  it('SMS-002: RINN_SMS=gateway needs the gateway, the DLT sender and entity, and a template id for every message', () => {
    const base = { RINN_OTP_SECRET: SECRET_A, RINN_TOKEN_SECRET: SECRET_B, RINN_DATA_DIR: tmpdir(), NODE_ENV: 'production', RINN_SMS: 'gateway' };
    const templates = { 'login-otp': '1107160000000000001', 'consent-otp': '1107160000000000002', 'chatbot-otp': '1107160000000000003', 'contact-otp': '1107160000000000004', 'consent-link': '1107160000000000005', 'login-locked': '1107160000000000006' };
    const gateway = { RINN_SMS_GATEWAY_URL: 'https://sms.example.in/v1/send', RINN_SMS_GATEWAY_KEY: 'key-0123456789', RINN_SMS_SENDER_ID: 'RINNIN', RINN_SMS_DLT_ENTITY_ID: '1201160000000000001', RINN_SMS_DLT_TEMPLATES: JSON.stringify(templates) };
    expect(loadConfig({ ...base, ...gateway })).toMatchObject({ sms: 'gateway', smsGateway: { url: gateway.RINN_SMS_GATEWAY_URL, senderId: 'RINNIN', templateIds: templates } });
    expect(() => loadConfig(base)).toThrow(/RINN_SMS=gateway needs/);
    expect(() => loadConfig({ ...base, ...gateway, RINN_SMS_SENDER_ID: 'rinn' })).toThrow(/RINN_SMS_SENDER_ID/);
    const { 'login-locked': _missing, ...incomplete } = templates;
    expect(() => loadConfig({ ...base, ...gateway, RINN_SMS_DLT_TEMPLATES: JSON.stringify(incomplete) })).toThrow(/RINN_SMS_DLT_TEMPLATES/);
    expect(() => loadConfig({ ...base, ...gateway, RINN_SMS_DLT_TEMPLATES: 'not json' })).toThrow(/RINN_SMS_DLT_TEMPLATES/);
  });
});
