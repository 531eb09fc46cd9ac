// Demo content for every public page. Dates are relative to "today" so the demo never goes stale.
export const demoHome = {
  homepageQuote:
    "<p><em>“Your look should move the way you dance.”</em></p><p>Competition hair and makeup for ballroom and latin dancers — built to last through every round, from the first quickstep to the final samba.</p>",
  instagram: "https://www.instagram.com/velvetandpins",
  facebook: "https://www.facebook.com/velvetandpins",
};

export const demoAbout = {
  person1Name: "Marisol Vega",
  person1Subtitle: "Founder & Lead Stylist",
  person1Description: "Fifteen years styling finalists at national and international championships.",
  person1Bio:
    "<p>Marisol danced latin as a junior before moving behind the mirror. She specialises in sleek competition buns, gelled finishes and lashes that survive a cha-cha.</p>",
  person2Name: "Daniel Brooks",
  person2Subtitle: "Senior Hair Artist",
  person2Description: "Smooth and standard looks, period styling and men's grooming.",
  person2Bio: "<p>Daniel trained in theatre wig-work. His French twists are famous on the standard circuit.</p>",
  person3Name: "Aiko Tanaka",
  person3Subtitle: "Makeup Artist",
  person3Description: "Stage-proof makeup that reads from the back row and photographs beautifully.",
  person3Bio: "<p>Aiko brings editorial experience to the ballroom: bold eyes, sculpted contours, and skin that still looks like skin.</p>",
};

export const demoServicesPage = {
  servicesDescription:
    "<p>Every appointment is tailored to your division, your costume and your dance. We arrive early, work quickly and make sure you walk onto the floor feeling unstoppable.</p>",
  servicesPayments: "<p>We accept cash, all major cards, Venmo and Zelle. A deposit secures multi-day bookings.</p>",
  servicesPolicySubheading: "Please read before booking",
  servicesBookingPolicy: "<p>Requests are confirmed within 24 to 48 hours. Appointment times follow the competition heat list.</p>",
  servicesCancellationPolicy: "<p>Cancellations within 72 hours of the competition are charged 50% of the booked services.</p>",
  servicesGeneralPolicy: "<p>Please arrive with clean, dry hair and a bare face unless agreed otherwise.</p>",
  servicesPolicyFooter: "Last-minute inquiries? Text us — we will always try to fit you in.",
};

export const demoServices = [
  { category: "Women", title: "Competition Hair", price: 85, time: "45 min", note: "Sleek bun or French twist, gel &amp; spray included" },
  { category: "Women", title: "Competition Makeup", price: 90, time: "50 min", note: "Includes strip lashes" },
  { category: "Women", title: "Hair &amp; Makeup Package", price: 160, time: "1 h 30 min", note: "Our most popular choice &mdash; save $15" },
  { category: "Women", title: "Touch-up Between Rounds", price: 35, time: "15 min", note: "" },
  { category: "Men", title: "Men's Styling", price: 40, time: "20 min", note: "Gel finish &amp; hairline clean-up" },
  { category: "Men", title: "Men's Stage Makeup", price: 45, time: "20 min", note: "Natural, camera-ready" },
  { category: "Men", title: "Men's Package", price: 75, time: "40 min", note: "" },
  { category: "Youth", title: "Youth Hair", price: 60, time: "35 min", note: "Ages 16 and under" },
  { category: "Youth", title: "Juvenile Bun", price: 45, time: "25 min", note: "Rules-compliant, no makeup" },
  { category: "Youth", title: "Youth Hair &amp; Light Makeup", price: 95, time: "1 h", note: "" },
  { category: "Additional", title: "Lash Upgrade", price: 20, time: "10 min", note: "Dramatic or mink-style" },
  { category: "Additional", title: "Hair Extensions / Hairpiece", price: 30, time: "15 min", note: "Bring your own or rent ours" },
  { category: "Additional", title: "Rhinestone Application", price: 25, time: "15 min", note: "Per design, on hair or face" },
  { category: "Additional", title: "Evening Session Restyle", price: 55, time: "30 min", note: "For the night session" },
] as const;

export const demoEvents = [
  // offsets in days from today: [start, end]
  { eventName: "Autumn Leaves DanceSport Classic", locationName: "Grand Hyatt Ballroom", address: "109 E 42nd St", city: "New York", state: "New York", offset: [-40, -38], showEvent: false },
  { eventName: "Golden Coast Open", locationName: "Marriott Harbor Beach", address: "3030 Holiday Dr", city: "Fort Lauderdale", state: "Florida", offset: [-25, -23], showEvent: false },
  { eventName: "Liberty Ballroom Championships", locationName: "Sheraton Boston", address: "39 Dalton St", city: "Boston", state: "Massachusetts", offset: [-10, -8], showEvent: false },
  { eventName: "Winter Star Ball", locationName: "Hilton Chicago", address: "720 S Michigan Ave", city: "Chicago", state: "Illinois", offset: [12, 14], showEvent: true },
  { eventName: "Emerald City Dance Festival", locationName: "Westin Seattle", address: "1900 5th Ave", city: "Seattle", state: "Washington", offset: [30, 33], showEvent: true },
  { eventName: "Lone Star DanceSport Challenge", locationName: "Hyatt Regency Dallas", address: "300 Reunion Blvd", city: "Dallas", state: "Texas", offset: [55, 57], showEvent: false },
  { eventName: "Desert Rhythm Open", locationName: "JW Marriott Desert Ridge", address: "5350 E Marriott Dr", city: "Phoenix", state: "Arizona", offset: [80, 82], showEvent: false },
] as const;

export const demoStaff = [
  { firstName: "Marisol", lastName: "Vega", email: "marisol@example.com", role: "user", permissions: ["view_admin_panel", "view_bookings", "manage_bookings", "manage_events", "view_reports"] },
  { firstName: "Daniel", lastName: "Brooks", email: "daniel@example.com", role: "user", permissions: ["view_admin_panel", "view_bookings"] },
  { firstName: "Aiko", lastName: "Tanaka", email: "aiko@example.com", role: "user", permissions: ["view_admin_panel", "edit_content", "edit_services", "edit_gallery", "view_bookings"] },
] as const;

export const demoCompetitors = [
  ["Sofia", "Ramirez", "amateur"],
  ["Liam", "Chen", "pro-am"],
  ["Emma", "Kowalski", "junior"],
  ["Noah", "Haddad", "professional"],
  ["Ava", "Petrova", "youth"],
  ["Mia", "Johansson", "amateur"],
  ["Lucas", "Moreau", "pro-am"],
  ["Isabella", "Rossi", "junior"],
  ["Ethan", "Novak", "amateur"],
  ["Chloe", "Dubois", "professional"],
] as const;

export const galleryPalette = {
  bridal: ["#f4e4dc", "#e8c8bd", "#d9a99a", "#f7efe9", "#ead7cf", "#c99c8d"],
  editorial: ["#2b2d42", "#8d99ae", "#4a4e69", "#9a8c98", "#22223b", "#c9ada7"],
  ballroom: ["#7b2d26", "#c08497", "#b5838d", "#6d597a", "#e5989b", "#355070"],
} as const;
