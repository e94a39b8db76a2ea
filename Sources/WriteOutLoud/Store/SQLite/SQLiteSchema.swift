import GRDB

/// The progress store's tables in SQLite: the steps of ``StoreSchema`` as GRDB migrations.
enum SQLiteSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(StoreSchema.v1) { db in
            try db.execute(
                sql: """
                    CREATE TABLE learner (
                        id INTEGER PRIMARY KEY,
                        name TEXT NOT NULL UNIQUE
                    );
                    CREATE TABLE character (
                        id INTEGER PRIMARY KEY,
                        character TEXT NOT NULL UNIQUE
                    );
                    CREATE TABLE attempt (
                        id INTEGER PRIMARY KEY,
                        learnerId INTEGER NOT NULL REFERENCES learner(id),
                        characterId INTEGER NOT NULL REFERENCES character(id),
                        recordingPath TEXT NOT NULL,
                        contentHash TEXT NOT NULL,
                        recordedAt TEXT NOT NULL,
                        day TEXT NOT NULL,
                        storedAt TEXT NOT NULL,
                        score REAL NOT NULL,
                        concurrency REAL,
                        UNIQUE (recordingPath, contentHash)
                    );
                    CREATE INDEX attempt_by_learner_day ON attempt (learnerId, day);
                    CREATE TABLE strokeVerdict (
                        attemptId INTEGER NOT NULL REFERENCES attempt(id) ON DELETE CASCADE,
                        strokeIndex INTEGER NOT NULL,
                        type TEXT NOT NULL,
                        drawn INTEGER NOT NULL,
                        accuracy REAL NOT NULL,
                        passed INTEGER NOT NULL,
                        shape REAL NOT NULL,
                        direction REAL NOT NULL,
                        position REAL NOT NULL,
                        proportion REAL NOT NULL,
                        nameMatched INTEGER,
                        concurrency REAL,
                        PRIMARY KEY (attemptId, strokeIndex)
                    ) WITHOUT ROWID;
                    CREATE TABLE issue (
                        attemptId INTEGER NOT NULL REFERENCES attempt(id) ON DELETE CASCADE,
                        ordinal INTEGER NOT NULL,
                        kind TEXT NOT NULL,
                        strokeIndex INTEGER,
                        message TEXT NOT NULL,
                        PRIMARY KEY (attemptId, ordinal)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration(StoreSchema.v2) { db in
            try db.execute(
                sql: """
                    CREATE TABLE strokeVerdictV2 (
                        attemptId INTEGER NOT NULL REFERENCES attempt(id) ON DELETE CASCADE,
                        strokeIndex INTEGER NOT NULL,
                        type TEXT,
                        drawn INTEGER NOT NULL,
                        accuracy REAL NOT NULL,
                        passed INTEGER NOT NULL,
                        shape REAL NOT NULL,
                        direction REAL NOT NULL,
                        position REAL NOT NULL,
                        proportion REAL NOT NULL,
                        nameMatched INTEGER,
                        concurrency REAL,
                        PRIMARY KEY (attemptId, strokeIndex)
                    ) WITHOUT ROWID;
                    INSERT INTO strokeVerdictV2 SELECT * FROM strokeVerdict;
                    DROP TABLE strokeVerdict;
                    ALTER TABLE strokeVerdictV2 RENAME TO strokeVerdict;
                    """)
        }
        migrator.registerMigration(StoreSchema.speakerTransforms) { db in
            try db.execute(
                sql: """
                    CREATE TABLE speakerTransform (
                        learnerId INTEGER PRIMARY KEY REFERENCES learner(id),
                        acousticModel TEXT NOT NULL,
                        transform TEXT NOT NULL,
                        storedAt TEXT NOT NULL
                    );
                    """)
        }
        migrator.registerMigration(StoreSchema.classes) { db in
            try db.execute(
                sql: """
                    CREATE TABLE teacher (
                        id INTEGER PRIMARY KEY,
                        name TEXT NOT NULL UNIQUE,
                        passwordHash TEXT NOT NULL
                    );
                    ALTER TABLE learner ADD COLUMN teacherId INTEGER REFERENCES teacher(id);
                    ALTER TABLE learner ADD COLUMN tokenDigest TEXT;
                    CREATE UNIQUE INDEX learner_by_token ON learner (tokenDigest);
                    CREATE TABLE teacherSession (
                        tokenDigest TEXT PRIMARY KEY,
                        teacherId INTEGER NOT NULL REFERENCES teacher(id) ON DELETE CASCADE,
                        csrfToken TEXT NOT NULL,
                        expiresAt TEXT NOT NULL
                    );
                    """)
        }
        migrator.registerMigration(StoreSchema.teacherVerdicts) { db in
            try db.execute(
                sql: """
                    CREATE TABLE teacherVerdict (
                        id INTEGER PRIMARY KEY,
                        attemptId INTEGER NOT NULL REFERENCES attempt(id) ON DELETE CASCADE,
                        strokeIndex INTEGER NOT NULL,
                        dimension TEXT NOT NULL,
                        teacher TEXT NOT NULL,
                        givenAt TEXT NOT NULL,
                        enginePassed INTEGER,
                        engineScore REAL,
                        passed INTEGER NOT NULL,
                        note TEXT,
                        engineVersion TEXT NOT NULL
                    );
                    CREATE INDEX teacherVerdict_by_attempt ON teacherVerdict (attemptId, strokeIndex);
                    """)
        }
        migrator.registerMigration(StoreSchema.calibrations) { db in
            try db.execute(
                sql: """
                    CREATE TABLE calibration (
                        id INTEGER PRIMARY KEY,
                        activatedAt TEXT NOT NULL,
                        calibration TEXT NOT NULL,
                        active INTEGER NOT NULL
                    );
                    """)
        }
        migrator.registerMigration(StoreSchema.replays) { db in
            try db.execute(
                sql: """
                    CREATE TABLE attemptReplay (
                        attemptId INTEGER PRIMARY KEY REFERENCES attempt(id) ON DELETE CASCADE,
                        recording TEXT NOT NULL,
                        audio BLOB,
                        heard TEXT NOT NULL
                    );
                    """)
        }
        migrator.registerMigration(StoreSchema.learnerModels) { db in
            try db.execute(
                sql: """
                    CREATE TABLE learnerModel (
                        learnerId INTEGER PRIMARY KEY REFERENCES learner(id),
                        acousticModel TEXT NOT NULL,
                        meansDigest TEXT NOT NULL,
                        means BLOB NOT NULL,
                        storedAt TEXT NOT NULL
                    );
                    """)
        }
        migrator.registerMigration(StoreSchema.voiceConsent) { db in
            try db.execute(
                sql: """
                    ALTER TABLE learner ADD COLUMN voiceConsentAt TEXT;
                    ALTER TABLE learner ADD COLUMN voiceConsentBy TEXT;
                    ALTER TABLE attemptReplay ADD COLUMN speech TEXT;
                    """)
        }
        return migrator
    }
}
