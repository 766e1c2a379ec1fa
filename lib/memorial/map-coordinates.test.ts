import {
  DEFAULT_MAP_POINT,
  directionsUrl,
  mapCoordinates,
  parseMapCoordinates,
} from './map-coordinates';

const EMBED = 'https://www.google.com/maps/embed?pb=';

describe('parseMapCoordinates', () => {
  it.each([
    [`${EMBED}!1m18!1m12!1m3!1d3039.4!2d49.8371!3d40.3661!2m3!1f0`, 40.3661, 49.8371],
    [`${EMBED}!1m3!1d1!2d-73.9857!3d40.7484!2m3`, 40.7484, -73.9857],
    [`${EMBED}!2d151.2153!3d-33.8568`, -33.8568, 151.2153],
    [`${EMBED}!2d49!3d40`, 40, 49],
    ['https://maps.google.com/maps?q=40.3661,49.8371&output=embed', 40.3661, 49.8371],
    ['https://maps.google.com/maps?q=40.3661%2C49.8371&z=15&output=embed', 40.3661, 49.8371],
    ['https://maps.google.com/maps?q= 40.3661 , 49.8371 ', 40.3661, 49.8371],
    ['https://www.google.com/maps/embed/v1/view?key=K&center=40.1,49.2', 40.1, 49.2],
    ['https://maps.google.com/?ll=41.1975,47.1706&z=12', 41.1975, 47.1706],
    ['https://www.google.com/maps/@40.3661,49.8371,15z', 40.3661, 49.8371],
    ['https://www.google.com/maps/place/Baku/@40.4093,49.8671,12z/data=x', 40.4093, 49.8671],
  ])('reads %s', (src, lat, lng) => {
    expect(parseMapCoordinates(src)).toEqual({ lat, lng });
  });

  it.each([
    [`${EMBED}!1m10!1m8!1m3!1d0!3m2!1i1024!2i768!4f13.1!4m2!3e0!5e0!3m2!1saz!2saz!4v1712000000000`],
    [`${EMBED}!2d200.5!3d40.1`],
    [`${EMBED}!2d49.8!3d95.2`],
    ['https://maps.google.com/maps?q=Baku+Old+City'],
    ['https://maps.google.com/maps?q=40.3661'],
    ['https://maps.google.com/maps?q=91,49&ll=abc'],
    ['https://www.google.com/maps/@abc,def,15z'],
    ['not a url'],
    ['%E0%A4%A'],
    [''],
    [null],
    [undefined],
  ])('finds nothing in %s', (src) => {
    expect(parseMapCoordinates(src)).toBeNull();
  });
});

describe('mapCoordinates', () => {
  it('falls back to the default point', () => {
    expect(mapCoordinates(`${EMBED}!1m10!4v1`)).toEqual({
      lat: 40.3783819917231,
      lng: 49.83067521327461,
    });
    expect(mapCoordinates(null)).toBe(DEFAULT_MAP_POINT);
  });
  it('keeps a parsed point', () => {
    expect(mapCoordinates(`${EMBED}!2d49.8371!3d40.3661`)).toEqual({ lat: 40.3661, lng: 49.8371 });
  });
});

describe('directionsUrl', () => {
  it('opens a route to the point', () => {
    expect(directionsUrl({ lat: 40.3661, lng: 49.8371 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.3661,49.8371',
    );
    expect(directionsUrl(DEFAULT_MAP_POINT)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.3783819917231,49.83067521327461',
    );
  });
});
