/** Migration 2: site content — countries, banners, notices, help, promotions, feedback. */
export const siteContent = `
  CREATE TABLE countries (
    country_code TEXT PRIMARY KEY,
    dialing_code TEXT NOT NULL,
    name_en TEXT NOT NULL,
    name_ty TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE banners (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    group_name TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    linkage_type TEXT,
    link TEXT,
    hue INTEGER NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE notices (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    type TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    content_en TEXT NOT NULL,
    content_ty TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE help_articles (
    id INTEGER PRIMARY KEY,
    category_en TEXT NOT NULL,
    category_ty TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    content_en TEXT NOT NULL,
    content_ty TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  CREATE TABLE promotions (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    category TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_ty TEXT NOT NULL,
    summary_en TEXT NOT NULL,
    summary_ty TEXT NOT NULL,
    content_en TEXT NOT NULL,
    content_ty TEXT NOT NULL,
    hue INTEGER NOT NULL,
    start_time INTEGER NOT NULL,
    end_time INTEGER,
    sort INTEGER NOT NULL
  );

  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL,
    member_id INTEGER,
    type TEXT NOT NULL,
    content TEXT NOT NULL,
    contact TEXT,
    images INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  `;
