/** The spec's four placeholder reviews, shown only until the shop has four real ones to show. */
export const PLACEHOLDER_REVIEWS = [
  {
    name: 'Priya Sharma',
    rating: 5,
    date: '12 March 2025',
    text: 'The lehenga fit perfectly and the embroidery looks even richer in person. Delivery was a day early too.',
  },
  {
    name: 'Arjun Mehta',
    rating: 4.5,
    date: '2 February 2025',
    text: 'Good quality cotton kurta, true to size. Colour is exactly as shown. Will buy again for Diwali.',
  },
  {
    name: 'Sneha Iyer',
    rating: 4,
    date: '18 January 2025',
    text: 'Lovely saree with a soft drape. Packaging was neat, though the blouse piece was a little short.',
  },
  {
    name: 'Rahul Verma',
    rating: 3.5,
    date: '5 December 2024',
    text: 'Shirts are comfortable for office wear. Easy returns made trying a new size painless.',
  },
];
