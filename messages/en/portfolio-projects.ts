import type { PortfolioProjectsMessages } from '@/messages/portfolio-projects';

export const PORTFOLIO_PROJECTS: PortfolioProjectsMessages = {
  descriptions: {
    1: 'Website for a cosy café in Tartu with daily specials, the menu and table booking. The owner updates the menu in a couple of minutes, without help.',
    2: 'A polished website for a sauna builder, with a gallery of finished work and a quote request form. Enquiries have doubled.',
    3: 'A Shopify shop for bikes and spare parts: easy filtering by size, parcel lockers and pay-later options at checkout.',
    4: 'A calm, trustworthy website for a small law firm: practice areas, the team and consultation booking.',
    5: 'Yoga studio website with the class timetable, prices and trial class sign-up. Fast and easy to read on a phone.',
    6: 'A photo studio portfolio where the pictures take centre stage: a fast gallery, a package comparison and studio booking.',
    7: 'A WooCommerce shop for food supplements that we optimised: a faster site, products grouped by need (sleep, immunity, energy…) and a shorter checkout. Revenue tripled in two months.',
    8: 'Website for a cleaning company whose price calculator gives a quote on the spot. Half of all orders now come straight from the website.',
    9: 'A clear website for a dental clinic: its services, prices and dentists, with online appointment booking.',
    10: 'A Shopify shop for a florist, with bouquets, gifts and same-day courier delivery anywhere in Tartu. Ordering from a phone takes a minute.',
    11: 'An online shop for a joinery workshop’s solid-wood furniture: a choice of wood and sizes, the delivery time on every product and custom-order requests.',
    12: 'A custom-built online shop for moped parts: thousands of parts, search by make, model and year, and clear product pages. Orders have doubled.',
  },
};
