import type { SeedQrRecord } from '@/lib/content/seed/types';
// Unguessable names: a badge's photo is reached only through its own record's page.
import QR_PHOTOS from './qr-photos.json';

/**
 * FICTIONAL personal QR badge records (emergency info pages at /qrcode/{uuid}).
 * Names, birthdays and phone numbers are invented.
 */
export const qrRecords: SeedQrRecord[] = [
  {
    randomUUID: 'f3b9c2e4-7a1d-4c8e-9b26-5d0e8a4f1c37',
    photo: QR_PHOTOS[1]!,
    name: 'Aysel Məmmədova',
    birthday: '1988-04-12',
    bloodGroup: 'A(II) Rh+',
    number: '+994 50 214 37 85',
  },
  {
    randomUUID: '9e2d47a1-3b6c-4f0e-a8d5-12c7b9e63f40',
    photo: QR_PHOTOS[0]!,
    name: 'Rauf Əlizadə',
    birthday: '1975-09-03',
    bloodGroup: '0(I) Rh+',
    number: '+994 55 318 46 22',
  },
  {
    randomUUID: '4a7c1e93-d2f8-4b65-8e0a-7f3d9c25b1e6',
    photo: QR_PHOTOS[3]!,
    name: 'Nigar Hüseynova',
    birthday: '1994-01-27',
    bloodGroup: 'B(III) Rh−',
    number: '+994 70 425 19 63',
  },
  {
    randomUUID: '1d8f5b26-9c4e-4a73-b0e1-6e2a8d47c95f',
    photo: QR_PHOTOS[2]!,
    name: 'Kamran İsmayılov',
    birthday: '1962-11-15',
    bloodGroup: 'AB(IV) Rh+',
    number: '+994 51 537 28 14',
  },
  {
    randomUUID: 'c6e0a3f7-5b19-4d82-9f4c-3a8e1d6b27c0',
    photo: QR_PHOTOS[5]!,
    name: 'Ləman Qasımova',
    birthday: '2001-06-30',
    bloodGroup: 'A(II) Rh−',
    number: '+994 77 649 83 51',
  },
  {
    randomUUID: '7b3e9d15-e8a2-4c6f-8d37-9c1f4a0e58b2',
    photo: QR_PHOTOS[4]!,
    name: 'Elnur Səfərov',
    birthday: '1983-03-08',
    bloodGroup: '0(I) Rh−',
    number: '+994 12 497 63 20',
  },
  {
    randomUUID: '5f2a8c61-4d7e-4b39-a6c0-8e9b3d17f4a5',
    name: 'Səbinə Rəhimova',
    birthday: '1957-12-21',
    bloodGroup: 'B(III) Rh+',
    number: '+994 99 352 74 06',
  },
];
