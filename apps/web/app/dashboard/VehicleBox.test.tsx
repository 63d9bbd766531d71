import type { ApplicationCard } from '@rinn/rules';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Bytes, sanctionLetterPath } from '../documents/sanction-letter.ts';
import { sanctionIdFromQuery } from '../documents/sanction-query.ts';
import { VehicleBox, type VehicleDocuments } from './VehicleBox.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CARD: ApplicationCard = {
  id: '7',
  loanId: 'RNUC2026000184',
  leadStatus: 'Completed',
  createdAt: '2026-09-01T06:00:00Z',
  updatedAt: '2026-10-01T06:00:00Z',
  stages: [],
  systemId: 1,
  systems: [],
  product: 'usedcar',
  isUjActive: false,
  isNbfcLead: false,
  isNBFC: false,
  isConsentOpted: false,
  isOptedout: false,
  isScoreExpire: false,
  userToken: '',
};

const PDF_BASE64 = btoa('%PDF-1.7\n%%EOF\n');

function documents(overrides: Partial<VehicleDocuments> = {}): VehicleDocuments {
  return {
    finance: async () => ({ asset: { make_name: 'Hyundai', model_name: 'Creta', variant_name: 'EX' }, sanctionLetterAvailable: true }),
    sanctionLetterId: (card) => String(card.loanId),
    sanctionLetter: async (id) => ({ _file: PDF_BASE64, fileName: `sanction-letter-${id}.pdf`, mimeType: 'application/pdf' }),
    ...overrides,
  };
}

function renderBox(docs: VehicleDocuments) {
  const Stub = createRoutesStub([{ path: '/dashboard', Component: () => <VehicleBox card={CARD} documents={docs} /> }]);
  return render(<Stub initialEntries={['/dashboard']} />);
}

describe('vehicle box', () => {
  it('CARD-010: shows the vehicle and, once the letter fetch succeeded, downloads it as a PDF named by fileName', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:letter';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderBox(documents());
    expect((await screen.findByTestId('vehicle-box')).textContent).toContain('Hyundai Creta EX');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Sanction Letter' }));
    expect(clicked).toEqual(['sanction-letter-RNUC2026000184.pdf']);
    expect(created[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await created[0]!.arrayBuffer())).toBe('%PDF-1.7\n%%EOF\n');
  });

  it('CARD-010: a failed letter fetch hides the link silently; no financed vehicle, no box', async () => {
    renderBox(documents({ sanctionLetter: () => Promise.reject(new Error('404')) }));
    expect((await screen.findByTestId('vehicle-box')).textContent).toContain('Creta');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Download Sanction Letter' })).toBeNull();
    cleanup();
    const finance = vi.fn(async () => ({ asset: null, sanctionLetterAvailable: false }));
    renderBox(documents({ finance }));
    await waitFor(() => expect(finance).toHaveBeenCalled());
    expect(screen.queryByTestId('vehicle-box')).toBeNull();
  });

  it('the sanction page link carries the id base64-encoded, and only plain ids come back out', () => {
    expect(sanctionLetterPath('RNUC2026000184')).toBe('/sanction-letter?id=Uk5VQzIwMjYwMDAxODQ%3D');
    expect(sanctionIdFromQuery(new URL(sanctionLetterPath('RNUC2026000184'), 'http://x').search)).toBe('RNUC2026000184');
    expect(sanctionIdFromQuery('?id=Uk5VQzIwMjYwMDAxODQ')).toBe('RNUC2026000184');
    expect(sanctionIdFromQuery(`?id=${btoa('../../etc')}`)).toBeNull();
    expect(sanctionIdFromQuery('?id=%%%')).toBeNull();
    expect(sanctionIdFromQuery('')).toBeNull();
    expect([...base64Bytes('JVBERg==')]).toEqual([0x25, 0x50, 0x44, 0x46]);
  });
});
