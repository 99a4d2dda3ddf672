import { serviceInputOf } from './services-form';

describe('the service form as the graph input', () => {
  it('leaves empty values out and converts numbers, flags, lists and the date', () => {
    expect(
      serviceInputOf({
        title: 'Home swap in York',
        description: '  Three bedrooms near the Minster.  ',
        location: '',
        virtualLink: '   ',
        price: '12.50',
        maxParticipants: '4',
        bedrooms: '3',
        isRecurring: 'false',
        isCertified: 'on',
        amenities: '["WiFi","Garden"]',
        petTypesAccepted: '[]',
        dateTime: '2026-12-24T15:00:00.000Z',
        recurringPattern: undefined,
      }),
    ).toEqual({
      title: 'Home swap in York',
      description: '  Three bedrooms near the Minster.  ',
      type: '',
      country: '',
      postcode: '',
      price: 12.5,
      maxParticipants: 4,
      bedrooms: 3,
      isRecurring: false,
      isCertified: true,
      amenities: ['WiFi', 'Garden'],
      petTypesAccepted: [],
      dateTime: '2026-12-24T15:00:00.000Z',
    });
  });

  it('sends the required fields even when empty, so that listings names them with the spec messages', () => {
    expect(serviceInputOf({ title: ' ', type: 'playdate' })).toEqual({
      title: '',
      description: '',
      type: 'playdate',
      country: '',
      postcode: '',
    });
  });

  it('passes values listings judges (a negative price, 0 participants) on, for its own messages', () => {
    expect(serviceInputOf({ price: '-1', maxParticipants: '0' })).toMatchObject({
      price: -1,
      maxParticipants: 0,
    });
  });

  it('names each field it cannot read', () => {
    expect(() =>
      serviceInputOf({ price: 'ten pounds', bedrooms: '2.5', dateTime: 'next Tuesday', amenities: '[1,2]' }),
    ).toThrow(
      expect.objectContaining({
        fieldErrors: {
          price: 'Price must be a number',
          bedrooms: 'Bedrooms must be a whole number',
          dateTime: 'Please choose a valid date and time',
          amenities: 'Amenities must be a list',
        },
      }),
    );
  });
});
